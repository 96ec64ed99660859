/**
 * The MSAL sign-in came back without a usable portal user (the B2C policy is misconfigured). Its own
 * module: the session provider in the first load checks for it without the contract's schemas (ADR 066).
 */
export class MsalUserClaimError extends Error {
  constructor(claim: string) {
    super(`FreightKit: the ID token has no valid '${claim}' claim with the portal user.`);
    this.name = 'MsalUserClaimError';
  }
}
