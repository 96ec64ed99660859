/** The build's version (git commit or FK_BUILD_VERSION), embedded by vite.config.ts. */
declare const __FK_BUILD_VERSION__: string;
