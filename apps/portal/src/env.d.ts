/** The build's version (git commit or FK_BUILD_VERSION), embedded by vite.config.ts. */
declare const __FK_BUILD_VERSION__: string;

/** Build-time fallbacks of the deployment config (`/config.json` wins when the host serves one). */
interface ImportMetaEnv {
  readonly VITE_FK_API_BASE_URL?: string;
  readonly VITE_FK_ENVIRONMENT?: string;
  readonly VITE_FK_HELP_DESK_URL?: string;
  readonly VITE_FK_API_DOCS_URL?: string;
  readonly VITE_FK_SUPPORT_EMAIL?: string;
}
