/**
 * How long and how often a driver link signs a driver in (ADR 042). Spec 1 §2 says only that a
 * `driverToken` in the address signs a driver in without the normal sign-in. A link is sent once per
 * trip, so it must outlast a long-haul trip; but a link that signs in anyone, from any browser, as
 * often as they like is a password travelling in a text message. A driver opens it on their phone,
 * perhaps again after the session ends, perhaps on a second device: three sign-ins cover that, and a
 * forwarded link is soon spent.
 */
export const driverLinkPolicy = {
  /** Days a link stays valid from when it is issued. */
  lifetimeDays: 7,
  /** Sign-ins one link gives, from any browsers. */
  maxSignIns: 3,
} as const;

/** The back end's answer to a link that has given all its sign-ins; the portal recognises it by this text. */
export const driverLinkUsedUpMessage = `This driver link has already been used ${String(driverLinkPolicy.maxSignIns)} times.`;

/** Whether a refusal's message says the driver link has given all its sign-ins. */
export function isDriverLinkUsedUpMessage(message: string | null | undefined): boolean {
  return message?.includes(driverLinkUsedUpMessage) ?? false;
}

/** Whether a link that has already given `signIns` sign-ins may give one more. */
export function driverLinkAllowsSignIn(signIns: number): boolean {
  return signIns < driverLinkPolicy.maxSignIns;
}
