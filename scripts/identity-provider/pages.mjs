// The identity provider's own pages: sign in, reset a password, choose a new one. Plain HTML forms
// (no script), labelled fields and an alert for problems, so a journey types into them as a person would.

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * One page of the provider: a heading, an optional problem (role alert) and a form posting to `action`.
 * @param {{ title: string, problem?: string, intro?: string, action?: string, fields?: Array<{ name: string, label: string, type: string, value?: string, autocomplete: string }>, submit?: string }} page
 * @returns {string} the HTML document
 */
export function renderPage({ title, problem, intro, action, fields = [], submit }) {
  const inputs = fields
    .map(
      (f) =>
        `<p><label for="${f.name}">${escapeHtml(f.label)}</label><br>` +
        `<input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required` +
        `${f.value ? ` value="${escapeHtml(f.value)}"` : ''}></p>`,
    )
    .join('');
  const form =
    action === undefined
      ? ''
      : `<form method="post" action="${escapeHtml(action)}">${inputs}<p><button type="submit">${escapeHtml(submit ?? 'Continue')}</button></p></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · FreightKit identity (local)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
input{font:inherit;width:100%;padding:.4rem;border:1px solid #555;border-radius:4px}button{font:inherit;padding:.4rem 1rem}
[role=alert]{color:#a4001d;font-weight:600}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}${intro ? `<p>${escapeHtml(intro)}</p>` : ''}${form}
<p><small>Local stand-in for the Azure AD B2C tenant (docs/adr/028-sign-in-through-a-local-identity-provider.md).</small></p>
</main></body></html>`;
}
