#!/usr/bin/env node
// Fails when relative imports between the project's own source files form a cycle (the house rule:
// no cycles between packages or files). Type-only imports are skipped: they vanish at runtime.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const roots = [
  'packages/domain/src',
  'packages/api/src',
  'packages/ui/src',
  'apps/portal/src',
  'apps/tms-sandbox/src',
];
const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every .ts/.tsx file under a folder, outside node_modules. */
function* sources(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield normalize(path);
  }
}

const graph = new Map();
for (const root of roots) {
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = [];
    for (const match of text.matchAll(importPattern)) {
      if (match[2]) continue;
      targets.push(normalize(join(dirname(file), match[3] ?? match[4])));
    }
    graph.set(file, targets);
  }
}

const state = new Map();
const stack = [];
const cycles = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target]);
    else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):\n${cycles.map((c) => `  ${c.join(' -> ')}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} source files.`);
