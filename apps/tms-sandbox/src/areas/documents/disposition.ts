const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

/**
 * A `Content-Disposition` header that cannot be used to inject headers or break out of the quoted
 * name: the plain `filename` keeps printable ASCII only (quotes, backslashes, control characters
 * including CR/LF, and anything non-ASCII become `_`), and the full name goes in an RFC 5987
 * `filename*` (UTF-8, percent-encoded) for browsers that read it.
 *
 * @example contentDisposition('inline', 'Déjà "vu".pdf') // inline; filename="D_j_ _vu_.pdf"; filename*=UTF-8''D%C3%A9j%C3%A0%20%22vu%22.pdf
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  // Drop control characters (C0 incl. CR/LF, DEL, C1, line separators) from the real name too;
  // path separators become '_'.
  let kept = '';
  for (const ch of name) if (!isControl(ch.codePointAt(0) ?? 0)) kept += ch;
  const clean = kept.replace(/[/\\]/g, '_').trim() || 'document';
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
