/** The two B2C policies the portal is configured with (ADR 012). */
export declare const policies: { readonly signIn: 'B2C_1_signin'; readonly forgotPassword: 'B2C_1_reset' };
/** An account of the provider linked to no portal user (its ID token lacks the portal-user claim). */
export declare const unlinkedAccount: { readonly email: string; readonly password: string };
/** The portal's app registration at the local provider, and the carrier API it asks a token for. */
export declare const localRegistration: {
  readonly clientId: string;
  readonly apiAudience: string;
  readonly apiScope: string;
};
/** Starts the provider over HTTPS. */
export declare function startIdentityProvider(options: {
  port: number;
  sandboxUrl: string;
  key: string;
  cert: string;
  clientId: string;
  apiAudience: string;
  log?: (line: string) => void;
}): Promise<{ origin: string; close: () => Promise<void> }>;
/** The `msal` block of the portal's `/config.json` for this provider (ADR 012, 028). */
export declare function portalMsalConfig(
  origin: string,
  clientId: string,
  apiScope: string,
): Record<string, unknown>;
