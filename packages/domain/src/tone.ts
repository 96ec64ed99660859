/** The status tone vocabulary shared with the UI kit (STYLE.md "Component API"). */
export const tones = ['positive', 'critical', 'caution', 'info', 'neutral'] as const;
/** One status tone. */
export type Tone = (typeof tones)[number];

/** The states of any asynchronous operation (spec 1 §4, spec 2 §4). */
export const loadingStates = ['idle', 'pending', 'resolved', 'rejected'] as const;
/** One asynchronous operation state. */
export type LoadingState = (typeof loadingStates)[number];
