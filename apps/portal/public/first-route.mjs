// Starts downloading the code of the page this load will show, beside the entry's scripts instead of
// after them (ADR 061). The build writes, into index.html, the files each first route needs beyond the
// entry (`vite-first-route.ts`, a JSON data block: the strict CSP allows no inline script); this file
// picks the group from the address and the remembered session and adds a preload for each file. A
// wrong guess costs a download, never correctness: the router still imports what it renders.
//
// Each preload costs the main thread about as much as any request it starts (1–5 ms on a throttled
// phone), so 60–100 of them in one go made one long task of 150–450 ms (ADR 071). The links go in
// slices of a few milliseconds each, yielding between them, each file once (the groups overlap): the
// groups' own modules first (the prefetches start the API queries, the routes the render), then what
// they import. The entry is still downloading meanwhile, so the slices never wait behind its evaluation.
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
// A path may match several: the shipments area, then its list or a shipment's page (not a trip).
const areas = [
  [/^\/dashboard(\/|$)/, 'dashboard'],
  [/^\/(all-shipments|my-shipments|shipments)(\/|$)/, 'shipments'],
  [/^\/(all-shipments|my-shipments|shipments)\/?$/, 'shipmentList'],
  [/^\/(all-shipments|my-shipments|shipments)\/(?!trip\/)[^/]+/, 'shipmentPage'],
];
const publicPage =
  /^\/(login|request-password-reset|forgot-password|reset-password|passwordReset|ActivateUser|not-found)?(\/|$)/i;
const wanted = [];
if (!signedIn && /^\/(login\/?)?$/.test(path)) wanted.push('login');
if (signedIn && !publicPage.test(path)) {
  wanted.push('shell');
  for (const [pattern, group] of areas) if (pattern.test(path)) wanted.push(group);
}
// Every group's own modules (the prefetches, the routes) before what they import; each file once.
const hrefs = [
  ...new Set([
    ...wanted.flatMap((group) => files[group]?.first || []),
    ...wanted.flatMap((group) => files[group]?.rest || []),
  ]),
];

/** Milliseconds of link insertion per task: well under a long task (50 ms) on a throttled phone. */
const sliceMs = 6;
const nextTask = () =>
  // `scheduler.yield` resumes ahead of other queued tasks; a message is the fallback (no timer clamping).
  globalThis.scheduler?.yield
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(undefined);
        channel.port2.postMessage(null);
      });

let next = 0;
while (next < hrefs.length) {
  const started = performance.now();
  do {
    const href = hrefs[next];
    next += 1;
    const link = document.createElement('link');
    link.href = href;
    link.crossOrigin = '';
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    document.head.appendChild(link);
  } while (next < hrefs.length && performance.now() - started < sliceMs);
  if (next < hrefs.length) await nextTask();
}
