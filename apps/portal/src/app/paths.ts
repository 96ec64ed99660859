/**
 * Whether a remembered path is safe to go back to after sign-in: an in-app path only (never
 * `//host` or an absolute URL), and not a sign-in page itself.
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (path == null || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !/^\/(?:login|request-password-reset|forgot-password|reset-password|passwordReset|ActivateUser)(?:[/?#]|$)/.test(
    path,
  );
}

/** A URL's query string without one parameter (`?a=1&driverToken=x` → `?a=1`). */
export function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
