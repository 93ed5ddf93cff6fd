/** What a host needs from the API: the function definitions, and the start-up check of the configuration. */
export { functions } from "./functions";
export { getServices as initialise } from "./lib/services";
export { unmatchedRequest } from "./lib/http";
export type { FunctionDefinition } from "./functions";
export type { Access, HttpFunctionDefinition } from "./lib/http";
export type { TimerFunctionDefinition } from "./lib/timer";
export type { QueueFunctionDefinition } from "./lib/queue";
