// Starts downloading the code of the page this load will show, beside the entry's scripts instead of
// after them (ADR 061). The build writes, into index.html, the files each first route needs beyond the
// entry (`vite-first-route.ts`, a JSON data block: the strict CSP allows no inline script); this file
// picks the group from the address and the remembered session and adds a preload for each file. A
// wrong guess costs a download, never correctness: the router still imports what it renders.
const block = document.getElementById('fk-first-route');
const files = block ? JSON.parse(block.textContent || '{}') : {};
const path = location.pathname;
let signedIn = false;
try {
  signedIn = localStorage.getItem('token') !== null && localStorage.getItem('user') !== null;
} catch {
  // Storage unavailable: treat the visitor as signed out.
}
// Areas whose first page a signed-in load often starts on (a bookmark, a link from a mail).
const areas = [
  [/^\/dashboard(\/|$)/, 'dashboard'],
  [/^\/(all-shipments|my-shipments|shipments)(\/|$)/, 'shipments'],
];
const publicPage =
  /^\/(login|request-password-reset|forgot-password|reset-password|passwordReset|ActivateUser|not-found)?(\/|$)/i;
const wanted = [];
if (!signedIn && /^\/(login\/?)?$/.test(path)) wanted.push('login');
if (signedIn && !publicPage.test(path)) {
  wanted.push('shell');
  for (const [pattern, group] of areas) if (pattern.test(path)) wanted.push(group);
}
for (const group of wanted) {
  for (const href of files[group] || []) {
    const link = document.createElement('link');
    link.href = href;
    link.crossOrigin = '';
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    document.head.appendChild(link);
  }
}
