import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A sibling portal's build: React and vanilla-extract (its own theme is a `.css.ts` file). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  base: './',
});
