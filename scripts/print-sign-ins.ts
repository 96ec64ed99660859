// Prints the portal's address and the seeded demo sign-ins (run by `pnpm start` once the sandbox listens).
import { personas } from '../apps/tms-sandbox/src/personas.ts';

const url = process.argv[2] ?? 'http://localhost:4310';
const width = Math.max(...personas.map((persona) => persona.email.length));
const lines = personas.map(
  (persona) =>
    `  ${persona.email.padEnd(width)}  ${persona.password ?? '(invited: activate first)'}  ${persona.description}`,
);
console.log(
  `\nFreightKit is running at ${url}\n\nDemo sign-ins (e-mail, password, who):\n${lines.join('\n')}\n\nPress Ctrl+C to stop.\n`,
);
