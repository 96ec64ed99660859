#!/usr/bin/env node
// Fails when an ADR in docs/adr/ lacks what a reader needs to trust it: a title that carries the file's number
// and a status line near the top (accepted, superseded by …, proposed), and a number no other ADR uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = 'docs/adr';
const problems = [];
const seen = new Map();
for (const name of readdirSync(folder)
  .filter((file) => file.endsWith('.md'))
  .sort()) {
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1];
  if (number === undefined) {
    problems.push(`${name}: name it NNN-title-in-words.md`);
    continue;
  }
  if (seen.has(number)) problems.push(`${name}: number ${number} is taken by ${seen.get(number)}`);
  seen.set(number, name);
  const lines = readFileSync(join(folder, name), 'utf8').split('\n');
  if (!new RegExp(`^# ADR ${number}: \\S`).test(lines[0] ?? ''))
    problems.push(`${name}: the first line should read "# ADR ${number}: <decision>"`);
  if (!lines.slice(1, 6).some((line) => /^Status: (accepted|proposed|superseded|deprecated)\b/.test(line)))
    problems.push(`${name}: add a "Status: accepted · <date>" line under the title`);
}
if (problems.length > 0) {
  console.error(`ADR check failed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`ADR check: ${seen.size} ADRs, each numbered and with a status.`);
