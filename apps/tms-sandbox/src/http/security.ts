import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of every answer: only same-origin scripts (no inline, no eval),
 * styles, fonts and connections; images also from data: and blob: (thumbnails, previews);
 * workers also from blob: (pdf.js, TIFF decoding); no plugins, no framing, no base-URI games.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers set on every answer. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Middleware adding {@link securityHeaders}; API answers are also marked `Cache-Control: no-store`.
 * `connectOrigins` are added to `connect-src` (the identity provider the portal signs in through).
 */
export function securityHeadersMiddleware(connectOrigins: readonly string[] = []): MiddlewareHandler {
  const headers =
    connectOrigins.length === 0
      ? securityHeaders
      : {
          ...securityHeaders,
          'Content-Security-Policy': contentSecurityPolicy.replace(
            "connect-src 'self'",
            ["connect-src 'self'", ...connectOrigins].join(' '),
          ),
        };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (c.req.path.startsWith('/api/')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
