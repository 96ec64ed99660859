/** Debian's `chromium` package, overridable by CHROMIUM_PATH. */
export declare const chromiumPath: string;
/** The Debian packages the browser tests need. */
export declare const chromiumPackages: readonly string[];
/** Installs Chromium as root with apt-get when missing; otherwise the exact command to run, or `null` when ready. */
export declare function ensureChromium(log?: (line: string) => void): string | null;
