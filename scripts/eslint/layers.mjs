// @ts-check
// The house's arrows as a lint rule (ARCHITECTURE.md, ADR 001): which of our packages, and which
// libraries, a file may import depends on the layer it lives in; and no file reaches into another
// package's source by a relative path or a deep `@freightkit/x/src/...` import. Both mistakes compile
// and run today (the workspace resolves every package to its source), so only a rule can catch them.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The layers, each with the folder it lives in, the packages of ours it may import, and the
 * libraries it must not import (matched on the module name or its subpaths).
 * @type {ReadonlyArray<{ name: string, folder: string, mayImport: readonly string[], mustNotImport: readonly string[] }>}
 */
export const layers = [
  {
    name: 'domain',
    folder: 'packages/domain',
    mayImport: [],
    mustNotImport: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      '@tanstack/react-query',
      'msw',
      'hono',
      'zod',
    ],
  },
  {
    name: 'api',
    folder: 'packages/api',
    mayImport: ['@freightkit/domain'],
    mustNotImport: ['react-router', 'react-router-dom', 'hono'],
  },
  {
    name: 'ui',
    folder: 'packages/ui',
    mayImport: ['@freightkit/domain'],
    mustNotImport: ['react-router', 'react-router-dom', '@tanstack/react-query', 'msw', 'hono'],
  },
  {
    name: 'portal',
    folder: 'apps/portal',
    mayImport: ['@freightkit/domain', '@freightkit/api', '@freightkit/ui'],
    mustNotImport: ['hono'],
  },
  {
    name: 'tms-sandbox',
    folder: 'apps/tms-sandbox',
    mayImport: ['@freightkit/domain', '@freightkit/api'],
    mustNotImport: ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', 'msw'],
  },
];

const ours = /^@freightkit\/([^/]+)(\/.*)?$/;

/**
 * Forward-slash path of `file` relative to `root`.
 * @param {string} root
 * @param {string} file
 */
const rel = (root, file) => relative(root, file).split(sep).join('/');

/** @param {string} path @param {string} folder */
const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/**
 * A package's benchmark (`packages/x/bench/…`): tooling that never ships, which may drive an app as
 * journeys and scripts do (the viewer's benchmark serves the portal's own Content-Security-Policy).
 * It keeps its package's layer otherwise: its own package's code only through relative paths inside it.
 * @param {string} path
 */
const isBenchmark = (path) => /^packages\/[^/]+\/bench\//.test(path);

/** @param {string} source @param {string} name */
const matchesModule = (source, name) => source === name || source.startsWith(`${name}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the one-way arrows between the packages (ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      wrongWay:
        '{{layer}} must not import {{target}}: the arrows run domain <- api <- portal, domain <- ui <- portal, domain <- api <- tms-sandbox.',
      forbiddenLibrary:
        '{{layer}} must not import {{target}} (ARCHITECTURE.md: what each layer may depend on).',
      reachesIn:
        "Import {{package}} through its public entry, not its source ('{{source}}'): a sibling team only gets the entries of package.json exports.",
    },
  },
  create(context) {
    const options = /** @type {{ root?: string } | undefined} */ (context.options[0]);
    const root = options?.root ?? context.cwd;
    const file = rel(root, context.filename);
    const layer = layers.find((candidate) => within(file, candidate.folder));

    /** @param {{ source?: unknown }} node */
    function check(node) {
      const literal = /** @type {{ type: string, value?: unknown } | null | undefined} */ (node.source);
      if (!literal || literal.type !== 'Literal' || typeof literal.value !== 'string') return;
      const source = literal.value;
      const ourPackage = ours.exec(source);
      if (ourPackage) {
        const [, name, subpath] = ourPackage;
        if (subpath !== undefined && /^\/src(\/|$)/.test(subpath)) {
          context.report({
            node: /** @type {never} */ (literal),
            messageId: 'reachesIn',
            data: { package: `@freightkit/${name}`, source },
          });
          return;
        }
        if (layer && name !== layer.name && !layer.mayImport.includes(`@freightkit/${name}`)) {
          context.report({
            node: /** @type {never} */ (literal),
            messageId: 'wrongWay',
            data: { layer: layer.name, target: `@freightkit/${name}` },
          });
        }
        return;
      }
      if (source.startsWith('.')) {
        const target = rel(root, resolve(dirname(context.filename), source));
        const targetLayer = layers.find((candidate) => within(target, candidate.folder));
        if (targetLayer === undefined || targetLayer === layer) return;
        if (targetLayer.folder.startsWith('packages/')) {
          // A package of ours is used through the entries its package.json exports, from anywhere.
          context.report({
            node: /** @type {never} */ (literal),
            messageId: 'reachesIn',
            data: { package: `@freightkit/${targetLayer.name}`, source },
          });
        } else if (layer !== undefined && !isBenchmark(file)) {
          // An app is no one's dependency; journeys, scripts and benchmarks may drive it.
          context.report({
            node: /** @type {never} */ (literal),
            messageId: 'wrongWay',
            data: { layer: layer.name, target: targetLayer.folder },
          });
        }
        return;
      }
      const library = layer?.mustNotImport.find((name) => matchesModule(source, name));
      if (layer && library !== undefined) {
        context.report({
          node: /** @type {never} */ (literal),
          messageId: 'forbiddenLibrary',
          data: { layer: layer.name, target: library },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
