// Small helpers shared by `pnpm start` and `pnpm dev`: run a child with prefixed output and stop
// every child when the user presses Ctrl+C.
import { spawn } from 'node:child_process';

const children = new Set();

/** Starts `cmd args` with each output line prefixed by `label`; `onLine` sees every stdout line. */
export function run(label, cmd, args, { onLine, cwd } = {}) {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  children.add(child);
  const forward = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        out.write(`${label} ${line}\n`);
        if (out === process.stdout) onLine?.(line);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    children.delete(child);
    if (code && code !== 0) {
      console.error(`${label} exited with code ${code}`);
      stopAll(code);
    }
  });
  return child;
}

/** Stops every child and exits. */
export function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
