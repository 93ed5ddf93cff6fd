/**
 * The local OpenID Connect sign-in provider: a real oidc-provider server whose login page offers the demo
 * accounts. The web app reaches it with the implicit flow (id_token in the URL fragment); Entra ID takes its
 * place in production.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { errors, type Adapter, type AdapterPayload } from "oidc-provider";

interface DemoAccount {
  email: string;
  name: string;
  /** What the account is for, e.g. "Administrator", "Pending approval". */
  label: string;
}

export interface OidcProviderOptions {
  /** 0 picks a free port; the issuer then carries the port actually bound. */
  port: number;
  /** Default "localhost". */
  host?: string;
  clientId: string;
  redirectUris: string[];
  accounts: readonly DemoAccount[];
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

const INTERACTION_PATH = "/interaction/";
/** How long a sign-in may take, and how long its id_token stays valid for the hand-off to the API. */
const TTL_SECONDS = 10 * 60;

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const host = options.host ?? "localhost";
  const accounts: ReadonlyMap<string, DemoAccount> = new Map(
    options.accounts.map((account) => [account.email.toLowerCase(), account]),
  );
  /** People who signed in with an email that is not a demo account, for the life of the provider. */
  const newcomers = new Map<string, DemoAccount>();

  // Listen first so that port 0 works: the issuer must name the bound port.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const provider = await createProvider(issuer, options, (id) => accounts.get(id) ?? newcomers.get(id)).catch(
    (error: unknown) => {
      server.close();
      throw error;
    },
  );
  provider.on("server_error", (_ctx, error) => console.error("oidc-provider:", error));

  const providerCallback = provider.callback();

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    action: string | undefined,
  ): Promise<void> {
    const interaction = await provider.interactionDetails(req, res);
    const base = `${INTERACTION_PATH}${encodeURIComponent(interaction.uid)}`;

    if (action === undefined && req.method === "GET") {
      send(res, 200, accountsPage(base, options.accounts));
    } else if (action === "login" && req.method === "POST") {
      const form = await readForm(req);
      const email = (form.get("email") ?? "").trim();
      const accountId = email.toLowerCase();
      if (!accounts.has(accountId)) {
        // Someone new: any well-formed email signs in, as a first-time user of the portal would.
        if (!EMAIL.test(email)) {
          send(
            res,
            400,
            page(
              "Not an email address",
              `<p>“${escapeHtml(email)}” is not an email address. Go back and try again.</p>`,
            ),
          );
          return;
        }
        newcomers.set(accountId, {
          email,
          name: (form.get("name") ?? "").trim() || email.split("@")[0] || email,
          label: "New",
        });
      }
      // First-party client: grant the scopes here so the user never sees a consent page.
      const grant = new provider.Grant({ accountId, clientId: options.clientId });
      grant.addOIDCScope("openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } else if (action === "cancel" && req.method === "POST") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The sign-in was cancelled." },
        { mergeWithLastSubmission: false },
      );
    } else {
      send(res, 405, page("Not allowed", "<p>This request is not part of the sign-in.</p>"));
    }
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? "/", issuer);
    const match = /^\/interaction\/[\w-]+(?:\/(login|cancel))?$/.exec(pathname);
    if (!match) {
      void providerCallback(req, res);
      return;
    }
    handleInteraction(req, res, match[1]).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) {
        send(
          res,
          400,
          page(
            "Sign-in expired",
            "<p>This sign-in request has expired or was already used. Start again.</p>",
          ),
        );
      } else {
        console.error("oidc interaction:", error);
        send(res, 500, page("Sign-in failed", "<p>The sign-in provider failed; see its log.</p>"));
      }
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

async function createProvider(
  issuer: string,
  options: OidcProviderOptions,
  accountById: (id: string) => DemoAccount | undefined,
): Promise<Provider> {
  // A fresh key at each start: tokens are only verified while this provider runs.
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig" };
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: options.clientId,
        // A "web" client may not use http redirect URIs with the implicit flow; a native one may on loopback.
        application_type: "native",
        token_endpoint_auth_method: "none",
        response_types: ["id_token"],
        grant_types: ["implicit"],
        redirect_uris: [...options.redirectUris],
      },
    ],
    jwks: { keys: [signingKey] },
    // "email" and "profile" become scopes through `claims`.
    scopes: ["openid"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Put the scope's claims in the id_token whatever the response type: the portal reads them from there.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = accountById(sub);
      return (
        account && {
          accountId: sub,
          claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
        }
      );
    },
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    // Cookies are per host, not per port: keep clear of whatever the portal sets on localhost.
    cookies: {
      names: { session: "oidc_session", interaction: "oidc_interaction", resume: "oidc_interaction_resume" },
    },
    ttl: { Grant: TTL_SECONDS, IdToken: TTL_SECONDS, Interaction: TTL_SECONDS, Session: TTL_SECONDS },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        `<p>${escapeHtml(out.error ?? "error")}: ${escapeHtml(out.error_description ?? "")}</p>`,
      );
    },
  });
  // Static clients are only validated on first use: fail at start rather than at the first sign-in.
  await provider.Client.find(options.clientId);
  return provider;
}

/**
 * In-memory storage that never keeps a sign-in session: with no session every /auth request shows the
 * account page, so consecutive sign-ins can pick different accounts (a kept session would skip the page, and
 * switching accounts on top of one costs a logout round-trip).
 */
function memoryAdapter(): (model: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();

  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const find = async (id: string) => {
      const entry = entries.get(key(id));
      return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const now = Date.now();
        for (const [entryKey, entry] of entries) {
          if (entry.expiresAt <= now) entries.delete(entryKey);
        }
        if (model !== "Session") entries.set(key(id), { payload, expiresAt: now + expiresIn * 1000 });
      },
      find,
      // Only sessions are looked up by uid, and only device-flow codes by user code: neither is kept.
      findByUid: async () => undefined,
      findByUserCode: async () => undefined,
      async consume(id) {
        const payload = await find(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries) {
          if (entry.payload.grantId === grantId) entries.delete(entryKey);
        }
      },
    };
  };
}

const MAX_FORM_BYTES = 16 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error("form body too large");
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

function accountsPage(base: string, accounts: readonly DemoAccount[]): string {
  const buttons = accounts
    .map(
      (account) =>
        `<button type="submit" name="email" value="${escapeHtml(account.email)}">` +
        `<span class="account">${escapeHtml(account.email)} — ${escapeHtml(account.label)}</span> ` +
        `<span class="name">${escapeHtml(account.name)}</span></button>`,
    )
    .join("\n");
  return page(
    "AQL Portal — demo sign-in",
    `<p>Local sign-in provider for development. Choose an account.</p>
<form method="post" action="${base}/login" class="accounts">
${buttons}
</form>
<form method="post" action="${base}/login" class="newcomer">
<h2>Someone new?</h2>
<p>Sign in with any email address, as a first-time user of the portal.</p>
<label>Email <input type="email" name="email" required autocomplete="off"></label>
<label>Name <input type="text" name="name" autocomplete="off"></label>
<button type="submit">Sign in as someone new</button>
</form>
<form method="post" action="${base}/cancel"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;padding:48px 16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a202c;background:#f4f6f8}
main{max-width:440px;margin:0 auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 8px;font-size:1.4rem}
p{margin:0 0 24px;color:#4a5568}
form.accounts{display:flex;flex-direction:column;gap:12px;margin-bottom:16px}
button{font:inherit;cursor:pointer;border-radius:8px}
form.accounts button{display:flex;flex-direction:column;align-items:flex-start;padding:12px 16px;text-align:left;background:#fff;border:1px solid #cbd5e0}
form.accounts button:hover,form.accounts button:focus-visible{border-color:#2b6cb0;background:#ebf4ff}
.account{font-weight:600}
.name{font-size:.9rem;color:#4a5568}
form.newcomer{display:flex;flex-direction:column;gap:8px;margin:24px 0 16px;padding-top:16px;border-top:1px solid #e2e8f0}
form.newcomer h2{margin:0;font-size:1rem}
form.newcomer p{margin:0}
form.newcomer label{display:flex;flex-direction:column;font-size:.9rem;color:#4a5568}
form.newcomer input{font:inherit;padding:8px;border:1px solid #cbd5e0;border-radius:6px}
form.newcomer button{padding:10px 16px;background:#1f4e5f;color:#fff;border:0}
button.cancel{padding:8px 16px;background:none;border:1px solid transparent;color:#4a5568;text-decoration:underline}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}
