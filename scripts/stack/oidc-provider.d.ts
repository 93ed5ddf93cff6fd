/**
 * The parts of `oidc-provider` (v9, which ships no types) that scripts/stack/oidc.ts uses. Narrow on
 * purpose: extend it when the local provider needs more.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** A stored model (interaction, grant, session...) as the provider hands it to its adapter. */
  export interface AdapterPayload {
    readonly [claim: string]: unknown;
    grantId?: string;
    consumed?: number;
  }

  /** Storage for one model name; see "adapter" in the oidc-provider documentation. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ClientMetadata {
    client_id: string;
    application_type?: "web" | "native";
    token_endpoint_auth_method?: string;
    response_types?: string[];
    grant_types?: string[];
    redirect_uris?: string[];
  }

  /** The Koa context, reduced to what an error page renderer sets. */
  export interface RenderContext {
    type: string;
    body: string;
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    claims?: Record<string, string[]>;
    clients?: ClientMetadata[];
    conformIdTokenClaims?: boolean;
    cookies?: { names?: { session?: string; interaction?: string; resume?: string } };
    features?: { devInteractions?: { enabled: boolean } };
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => Promise<string> };
    jwks?: { keys: object[] };
    renderError?: (ctx: RenderContext, out: Record<string, string>, error: Error) => Promise<void>;
    scopes?: string[];
    ttl?: Partial<Record<"Grant" | "IdToken" | "Interaction" | "Session", number>>;
  }

  export interface Interaction {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; reasons: string[] };
  }

  export type InteractionResults =
    | { login: { accountId: string }; consent?: { grantId: string } }
    | { error: string; error_description?: string };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    /** Resolves to the grant's id. */
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    /** Resolves to undefined for an unknown id; rejects when the client's metadata is invalid. */
    readonly Client: { find(id: string): Promise<unknown> };
    /** Koa's request listener for `http.createServer`. */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    /** Errors the provider answers with `server_error`; it logs them nowhere itself. */
    on(event: "server_error", listener: (ctx: unknown, error: Error) => void): this;
  }

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
  };
}
