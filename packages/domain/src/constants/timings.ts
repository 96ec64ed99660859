/** Shipment search debounce (spec 1 §5, §9). */
export const searchDebounceMs = 700;
/** Mention suggestion delay in the note editor (spec 2 §5, §9). */
export const mentionDelayMs = 500;
/** Default toast auto-close (spec 1 §9, spec 2 §9). */
export const toastAutoCloseMs = 5000;
/** Default notification duration (spec 1 §9, spec 2 §9 "notification default 4 s"). */
export const notificationMs = 4000;
/** Location and dock-schedule update notifications (spec 2 §9). */
export const locationNotificationMs = 4000;
/** The "Do Not Use" toast (spec 1 §8, §9; spec 2 §9). */
export const doNotUseToastMs = 8000;
/** 'Login Successful' and 'Password Reset Successful' toasts (spec 1 §8 "(4 s)"). */
export const authSuccessToastMs = 4000;
/** Delay before going back after 'Unable to access shipment...' (spec 1 §8, §9). */
export const shipmentNotFoundRedirectMs = 3000;
/** Access-request count stale time / cache (spec 1 §7, §9; spec 2 §7, §9): 5 minutes. */
export const accessRequestCountStaleMs = 5 * 60 * 1000;
/** Paid invoices default window (spec 2 §2, §9). */
export const paidInvoicesDefaultDays = 60;
/** Payments default window (spec 2 §2, §9). */
export const paymentsDefaultMonths = 3;
/** Consolidation: date windows widened by this many days (spec 1 §9, spec 2 §9). */
export const consolidationDateWindowDays = 2;
/** Query defaults (spec 1 §9, spec 2 §7): no refetch on window focus, no retries, offline-first. */
export const queryDefaults = {
  refetchOnWindowFocus: false,
  retry: false,
  networkMode: 'offlineFirst',
} as const;
/** Monitoring session sample rate in percent (spec 1 §9). */
export const monitoringSampleRatePercent = 100;
/** Build version embedded in the product (spec 1 §9). */
export const buildVersion = '20230621.2';
