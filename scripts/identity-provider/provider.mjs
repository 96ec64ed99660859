// A local OpenID Connect provider playing FreightKit's Azure AD B2C tenant (spec 1 §1, §7; ADR 028):
// a sign-in policy and a forgot-password policy, each with its own discovery document, sharing one
// issuer and signing key, as B2C's policies share a tenant. The protocol (discovery, authorize with
// PKCE, token, keys, end session) is oauth2-mock-server's; what B2C adds on top is here: the policy
// pages, and the claims a B2C policy's REST connector would copy from the TMS (the portal user as
// JSON, the company's API key). Accounts are the sandbox's users: the pages check a password with
// the sandbox's own sign-in and reset one through its mailed reset link.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:https';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { renderPage } from './pages.mjs';

/** The two B2C policies the portal is configured with (ADR 012). */
export const policies = { signIn: 'B2C_1_signin', forgotPassword: 'B2C_1_reset' };

/** The ID-token claim carrying the portal user (ADR 012) and the access token's API-key claim. */
const userClaim = 'extension_PortalUser';
const apiKeyClaim = 'extension_ApiKey';

/**
 * An account that exists in the identity provider but is linked to no portal user: its ID token has
 * no portal-user claim, which the portal must refuse with a message (ADR 012).
 */
export const unlinkedAccount = { email: 'no-portal-user@freightkit.example', password: 'Freight!2026' };

const readForm = async (req) => {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 16_384) throw new Error('Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * Answers a page. Its forms post here, and the last one redirects on to the application, which
 * `form-action` must allow too (Chromium checks a form's redirects against it): `appOrigin`.
 */
const sendHtml = (res, status, html, appOrigin) => {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${appOrigin ? ` ${appOrigin}` : ''}`,
  });
  res.end(html);
};

/** The origin of the authorize request's `redirect_uri` (the application signing in). */
const redirectOrigin = (query) => {
  try {
    return new URL(new URLSearchParams(query).get('redirect_uri') ?? '').origin;
  } catch {
    return undefined;
  }
};

/** The claims of a sandbox access token (its payload; the provider trusts the sandbox it called). */
const tokenClaims = (accessToken) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));

/**
 * Starts the provider over HTTPS.
 * @param {{ port: number, sandboxUrl: string, key: string, cert: string, clientId: string, apiAudience: string, log?: (line: string) => void }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startIdentityProvider({ port, sandboxUrl, key, cert, clientId, apiAudience, log }) {
  const origin = `https://localhost:${port}`;
  const issuer = new OAuth2Issuer();
  issuer.url = origin;
  await issuer.keys.generate('RS256');

  /** Who signed in, by authorization code (one use) — the identity the tokens are minted for. */
  const signedInByCode = new Map();
  /** Authorize requests waiting for their policy page, by flow id. */
  const flows = new Map();

  const sandbox = async (path, body) => {
    const response = await fetch(new URL(path, sandboxUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    return { status: response.status, json };
  };

  /** The identity behind a sandbox session answer (`{ accessToken, user }`). */
  const identityOf = (email, session) => {
    const claims = tokenClaims(session.accessToken);
    return {
      email,
      userId: claims.sub,
      companyId: claims.companyId,
      apiKey: claims[apiKeyClaim],
      user: session.user,
    };
  };

  const services = new Map(
    Object.values(policies).map((policy) => {
      const service = new OAuth2Service(issuer, {
        wellKnownDocument: `/${policy}/.well-known/openid-configuration`,
        authorize: `/${policy}/oauth2/v2.0/authorize`,
        token: `/${policy}/oauth2/v2.0/token`,
        jwks: `/${policy}/discovery/v2.0/keys`,
        userinfo: `/${policy}/openid/v2.0/userinfo`,
        revoke: `/${policy}/oauth2/v2.0/revoke`,
        endSession: `/${policy}/oauth2/v2.0/logout`,
        introspect: `/${policy}/oauth2/v2.0/introspect`,
      });
      service.on('beforeAuthorizeRedirect', (redirect, req) => {
        const code = redirect.url.searchParams.get('code');
        if (code && req.identity) signedInByCode.set(code, req.identity);
      });
      service.on('beforeTokenSigning', (token, req) => {
        const identity = signedInByCode.get(req.body?.code);
        if (!identity) return;
        const payload = token.payload;
        payload.tfp = policy;
        payload.sub = identity.userId ?? `b2c-${identity.email}`;
        if (payload.aud === undefined) {
          // The access token, for the carrier API (what the sandbox checks).
          payload.aud = apiAudience;
          payload.scp = String(payload.scope ?? '');
          if (identity.companyId) payload.companyId = identity.companyId;
          if (identity.apiKey) payload[apiKeyClaim] = identity.apiKey;
        } else {
          // The ID token, for the portal: who signed in and, when linked, the portal user.
          payload.emails = [identity.email];
          if (identity.user) payload[userClaim] = JSON.stringify(identity.user);
        }
      });
      service.on('beforeResponse', (response, req) => {
        // Only codes this provider issued after a policy page, once each; no refresh, password or
        // client-credentials grants (the mock would mint tokens for anyone).
        const code = req.body?.code;
        if (req.body?.grant_type !== 'authorization_code' || !signedInByCode.has(code)) {
          response.statusCode = 400;
          response.body = {
            error: 'invalid_grant',
            error_description: 'Unknown or used authorization code.',
          };
          return;
        }
        signedInByCode.delete(code);
        delete response.body.refresh_token;
      });
      return [policy, service];
    }),
  );

  /** Hands a completed policy page back to the protocol: the authorize request, now with who signed in. */
  const completeAuthorize = (req, res, policy, flow, identity) => {
    flows.delete(flow.id);
    req.method = 'GET';
    req.url = `/${policy}/oauth2/v2.0/authorize${flow.query}`;
    req.identity = identity;
    services.get(policy).requestHandler(req, res);
  };

  const emailField = (value) => ({
    name: 'email',
    label: 'Email Address',
    type: 'email',
    autocomplete: 'username',
    value,
  });

  const signInPage = (flow, problem, email) =>
    renderPage({
      title: 'Sign in',
      problem,
      action: `/${policies.signIn}/flows/${flow.id}`,
      fields: [
        emailField(email),
        { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
      ],
      submit: 'Sign in',
    });

  const resetPage = (flow, problem, email) =>
    renderPage({
      title: 'Reset your password',
      intro: 'Enter the email address of your account: we will send you a link to choose a new password.',
      problem,
      action: `/${policies.forgotPassword}/flows/${flow.id}`,
      fields: [emailField(email)],
      submit: 'Send verification link',
    });

  const newPasswordPage = (flow, token, problem) =>
    renderPage({
      title: 'Choose a new password',
      problem,
      action: `/${policies.forgotPassword}/flows/${flow.id}/password/${encodeURIComponent(token)}`,
      fields: [
        { name: 'newPassword', label: 'New Password', type: 'password', autocomplete: 'new-password' },
        {
          name: 'confirmPassword',
          label: 'Confirm New Password',
          type: 'password',
          autocomplete: 'new-password',
        },
      ],
      submit: 'Continue',
    });

  const sandboxProblem = (json) =>
    Object.values(json?.modelState ?? {}).flat()[0] ?? json?.message ?? 'Something went wrong. Try again.';

  const handle = async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    // B2C policy names are case-insensitive (MSAL lowercases the authority it calls).
    const [, pathPolicy = '', ...rest] = url.pathname.split('/');
    const policy = Object.values(policies).find((p) => p.toLowerCase() === pathPolicy.toLowerCase()) ?? '';
    const service = services.get(policy);
    if (!service) return sendHtml(res, 404, renderPage({ title: 'Not found' }));
    const tail = `/${rest.join('/')}`;

    // The authorize request opens the policy's page instead of answering at once.
    if (req.method === 'GET' && tail === '/oauth2/v2.0/authorize') {
      // The app registration's redirect addresses: this machine's portals only.
      const appOrigin = redirectOrigin(url.search);
      if (appOrigin === undefined || !['localhost', '127.0.0.1'].includes(new URL(appOrigin).hostname))
        return sendHtml(
          res,
          400,
          renderPage({ title: 'Unknown application', problem: 'The redirect address is not registered.' }),
        );
      if (url.searchParams.get('client_id') !== clientId)
        return sendHtml(
          res,
          400,
          renderPage({ title: 'Unknown application', problem: 'The client id is not registered.' }),
        );
      const flow = { id: randomUUID(), query: url.search };
      flows.set(flow.id, flow);
      const hint = url.searchParams.get('login_hint') ?? '';
      return sendHtml(
        res,
        200,
        policy === policies.signIn ? signInPage(flow, undefined, hint) : resetPage(flow, undefined, hint),
        redirectOrigin(flow.query),
      );
    }

    const flowMatch = /^\/flows\/([0-9a-f-]{36})(?:\/password\/([^/]+))?$/.exec(tail);
    if (flowMatch) {
      const flow = flows.get(flowMatch[1]);
      if (!flow)
        return sendHtml(
          res,
          410,
          renderPage({ title: 'This sign-in has expired', intro: 'Go back to the portal and start again.' }),
        );
      const resetToken = flowMatch[2] === undefined ? undefined : decodeURIComponent(flowMatch[2]);
      const page = (status, html) => sendHtml(res, status, html, redirectOrigin(flow.query));

      if (policy === policies.signIn && req.method === 'POST' && resetToken === undefined) {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        const password = form.get('password') ?? '';
        if (email.toLowerCase() === unlinkedAccount.email && password === unlinkedAccount.password)
          return completeAuthorize(req, res, policy, flow, { email, user: null });
        const answer = await sandbox('/api/v2/auth/authorize_user', { userName: email, password });
        if (answer.status !== 200) {
          const problem =
            answer.status === 401 ? 'Invalid username or password.' : sandboxProblem(answer.json);
          return page(200, signInPage(flow, problem, email));
        }
        return completeAuthorize(req, res, policy, flow, identityOf(email, answer.json.data));
      }

      if (policy === policies.forgotPassword && req.method === 'POST' && resetToken === undefined) {
        const email = ((await readForm(req)).get('email') ?? '').trim();
        const answer = await sandbox('/api/v2/auth/password_reset_requests', {
          url: `${origin}/${policy}/flows/${flow.id}/password`,
          emailAddress: email,
        });
        if (answer.status !== 202) return page(200, resetPage(flow, sandboxProblem(answer.json), email));
        flow.email = email;
        return page(
          200,
          renderPage({
            title: 'Check your email',
            intro: `If ${email} has an account, we sent it a link to choose a new password.`,
          }),
        );
      }

      if (policy === policies.forgotPassword && resetToken !== undefined) {
        if (req.method === 'GET') return page(200, newPasswordPage(flow, resetToken));
        const form = await readForm(req);
        const newPassword = form.get('newPassword') ?? '';
        if (newPassword !== form.get('confirmPassword'))
          return page(
            200,
            newPasswordPage(
              flow,
              resetToken,
              'The password entry fields do not match. Enter the same password in both fields.',
            ),
          );
        const answer = await sandbox('/api/v2/auth/password_resets', { resetToken, newPassword });
        if (answer.status !== 200)
          return page(200, newPasswordPage(flow, resetToken, sandboxProblem(answer.json)));
        return completeAuthorize(
          req,
          res,
          policy,
          flow,
          identityOf(flow.email ?? answer.json.user?.emailAddress ?? '', answer.json),
        );
      }
    }

    return service.requestHandler(req, res);
  };

  const server = createServer({ key, cert }, (req, res) => {
    handle(req, res).catch((error) => {
      log?.(`[identity] ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        sendHtml(res, 500, renderPage({ title: 'Something went wrong', intro: 'Try again.' }));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The `msal` block of the portal's `/config.json` for this provider (ADR 012, 028).
 * @param {string} origin the provider's origin
 * @param {string} clientId the portal's client id
 * @param {string} apiScope the carrier API scope
 */
export function portalMsalConfig(origin, clientId, apiScope) {
  return {
    clientId,
    authority: `${origin}/${policies.signIn}`,
    forgotPasswordAuthority: `${origin}/${policies.forgotPassword}`,
    knownAuthorities: [new URL(origin).host],
    scopes: [apiScope],
    protocolMode: 'OIDC',
  };
}

/** The portal's app registration at the local provider, and the carrier API it asks a token for. */
export const localRegistration = {
  clientId: 'freightkit-portal',
  apiAudience: 'freightkit-api',
  apiScope: 'https://freightkit.example/carrier-api/read',
};
