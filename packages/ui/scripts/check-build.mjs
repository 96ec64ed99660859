// Checks the library build in dist/ (run by `pnpm build` after vite and tsc): the promises the
// package makes to apps, which no story or unit test sees.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const problems = [];

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const all = files(dist);

// Every published export exists (e.g. the narrow `@freightkit/ui/vars`).
for (const [name, target] of Object.entries(pkg.publishConfig.exports)) {
  for (const file of [target.import, target.types]) {
    if (!existsSync(join(dist, '..', file))) problems.push(`export ${name}: ${file} is missing`);
  }
}

// Fonts ship as files beside the CSS, never as base64 inside it (library mode inlines by default).
for (const css of all.filter((file) => file.endsWith('.css'))) {
  const text = readFileSync(css, 'utf8');
  if (/url\(\s*['"]?data:(font|application\/font)/.test(text)) problems.push(`${css}: a font is inlined`);
  for (const [, url] of text.matchAll(/url\(\s*['"]?([^'")]+\.woff2?)['"]?\s*\)/g)) {
    if (!url.startsWith('./')) problems.push(`${css}: font URL ${url} is not relative to the CSS`);
    else if (!existsSync(join(css, '..', url))) problems.push(`${css}: font ${url} was not emitted`);
  }
}

// The kit never imports the API package or a router (ARCHITECTURE: ui <- portal only).
for (const js of all.filter((file) => file.endsWith('.js'))) {
  const text = readFileSync(js, 'utf8');
  if (/from\s*['"](@freightkit\/api|react-router[\w-]*)['"/]/.test(text))
    problems.push(`${js}: imports api or a router`);
}

// No Vite-only import reaches apps: a dependency's `?url` left external broke their dev server's
// pre-bundling (ADR 046); the kit ships such files itself.
for (const js of all.filter((file) => file.endsWith('.js'))) {
  if (/(from|import)\s*['"][^'"]+\?(url|raw|worker)['"]/.test(readFileSync(js, 'utf8')))
    problems.push(`${js}: imports a Vite-only ?url/?raw/?worker module`);
}

// `vars` holds only the contract and `messages` only the catalogs: no CSS and no React, so code that runs
// outside a page (a journey, a translator's script) can import them.
for (const entry of ['vars.js', 'messages.js']) {
  const code = readFileSync(join(dist, entry), 'utf8');
  const chunks = [...code.matchAll(/from\s*"\.\/([^"]+)"/g)].map(([, file]) =>
    readFileSync(join(dist, file), 'utf8'),
  );
  for (const text of [code, ...chunks]) {
    if (/import\s*['"][^'"]+\.css['"]|from\s*['"]react/.test(text))
      problems.push(`dist/${entry} pulls in CSS or React`);
  }
}

if (problems.length > 0) {
  console.error(`@freightkit/ui build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`@freightkit/ui build check: ${String(all.length)} files, fonts as files, exports present`);
