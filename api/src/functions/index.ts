import type { HttpFunctionDefinition } from "../lib/http";
import { authLogin } from "./auth-login";
import { authLogout } from "./auth-logout";
import { commonList } from "./common-list";
import { configGet } from "./config-get";
import { metaList } from "./meta-list";
import { usersList } from "./users-list";

/** Every function of the API: Azure registers this list (main.ts), the local host serves the same one. */
export const functions: readonly HttpFunctionDefinition[] = [
  configGet,
  authLogin,
  authLogout,
  metaList,
  commonList,
  usersList,
];
