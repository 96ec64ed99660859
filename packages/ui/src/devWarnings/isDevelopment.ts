/** Node's `process`, as far as bundlers replace it; the kit has no Node types. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Whether development-only warnings (a missing label, a hook outside its provider) should fire.
 *
 * In the workspace, Vite replaces `import.meta.env.DEV` (dev server, Storybook, Vitest). The kit's own
 * library build fixes that to `false`, so the published code also asks `process.env.NODE_ENV`, which
 * Vite's library mode leaves in place for the app's bundler to replace: `'development'` in the app's
 * dev server (the warnings fire), `'production'` in its build (they stay silent). Where nothing
 * replaces it and no `process` exists, they stay silent too.
 */
export function isDevelopment(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}
