import { LoginResponseSchema, type LoginResponse } from "@aql-portal/shared";
import { LOCAL_CLIENT_ID } from "../../scripts/stack/stack";
import { stackInfo } from "./stack-info";

export interface StackEndpoints {
  issuer: string;
  webUrl: string;
}

/** Sign-in and API helpers for one running stack (the tests' own, or a benchmark's). */
export function clientFor(endpoints: () => StackEndpoints) {
  /**
   * Signs in through the real local provider the way a browser does (account page, form post, redirects with
   * cookies), returning the id_token with the state and nonce it was issued for. An email that is not a demo
   * account signs in as someone new.
   */
  async function idTokenFor(
    email: string,
    name?: string,
  ): Promise<{ idToken: string; nonce: string; state: string }> {
    const { issuer, webUrl } = endpoints();
    const redirectUri = `${webUrl}/not-approved`;
    const cookies = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
    const state = crypto.randomUUID();
    const nonce = crypto.randomUUID();
    const query = new URLSearchParams({
      client_id: LOCAL_CLIENT_ID,
      response_type: "id_token",
      response_mode: "fragment",
      scope: "openid email profile",
      redirect_uri: redirectUri,
      state,
      nonce,
    });
    let response = await go(`${issuer}/auth?${query}`);
    const page = new URL(response.headers.get("location") ?? "", issuer).href;
    response = await go(page);
    const action = /action="([^"]+\/login)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`The sign-in page at ${page} has no login form`);
    response = await go(new URL(action, issuer).href, {
      method: "POST",
      body: new URLSearchParams({ email, ...(name ? { name } : {}) }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get("location") ?? "", issuer).href;
      if (location.startsWith(redirectUri)) {
        const fragment = new URLSearchParams(new URL(location).hash.slice(1));
        if (fragment.get("state") !== state) throw new Error("state changed during sign-in");
        const idToken = fragment.get("id_token");
        if (!idToken) throw new Error(`Sign-in ended without an id_token: ${location}`);
        return { idToken, nonce, state };
      }
      response = await go(location);
    }
    throw new Error(`Sign-in for ${email} stopped at ${response.status}: ${await response.text()}`);
  }

  /** POST /api/auth/login with a fresh id_token; returns the raw response. */
  async function login(email: string, name?: string): Promise<Response> {
    const { idToken, nonce } = await idTokenFor(email, name);
    return api("auth/login", { method: "POST", body: { token: idToken, platform: 2, nonce } });
  }

  /** Signs in and returns the API's answer; throws if the account may not sign in. */
  async function signIn(email: string): Promise<LoginResponse> {
    const response = await login(email);
    if (response.status !== 200)
      throw new Error(`${email} could not sign in: ${response.status} ${await response.text()}`);
    return LoginResponseSchema.parse(await response.json());
  }

  /** A call to the API through the same origin the browser uses (the SWA CLI in front of the functions host). */
  async function api(
    path: string,
    options: {
      method?: string;
      body?: unknown;
      rawBody?: string;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    return fetch(`${endpoints().webUrl}/api/${path}`, { method: options.method ?? "GET", headers, body });
  }

  /**
   * A file sent to the API as the page sends one: a multipart form with the file (and any other fields), through
   * the browser's origin. POST unless told otherwise.
   */
  async function sendFile(
    path: string,
    file: { content: Uint8Array | string; name: string },
    options: { method?: string; token?: string; fields?: Record<string, string> } = {},
  ): Promise<Response> {
    const form = new FormData();
    const { content } = file;
    form.append(
      "file",
      new Blob([typeof content === "string" ? content : new Uint8Array(content)]),
      file.name,
    );
    for (const [field, value] of Object.entries(options.fields ?? {})) form.append(field, value);
    return fetch(`${endpoints().webUrl}/api/${path}`, {
      method: options.method ?? "POST",
      body: form,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  }

  return { idTokenFor, login, signIn, api, sendFile };
}

export const { idTokenFor, login, signIn, api, sendFile } = clientFor(stackInfo);
