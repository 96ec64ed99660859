/**
 * The API documentation page's stylesheet, served as a file because the sandbox's CSP
 * (`style-src 'self'`) refuses inline styles. Plain system fonts and AA-contrast colours.
 */
export const docsStylesheet = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { margin-top: 0; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
a { color: LinkText; }
a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; margin-bottom: 2rem; }
th, td { padding: 0.375rem 0.5rem; border-bottom: 1px solid GrayText; text-align: left; vertical-align: top; }
code { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.method { font-family: ui-monospace, monospace; font-weight: 700; }
`;
