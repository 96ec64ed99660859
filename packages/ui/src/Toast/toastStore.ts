import { toastAutoCloseMs, type Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';

/** What `toast.show` takes. */
export interface ToastOptions {
  /** Colour and icon of the toast; `critical` toasts are announced assertively. @default 'neutral' */
  tone?: Tone;
  /** The message, e.g. `t('shipments.bolGenerated')`. */
  title: string;
  /** More detail under the title (text, or a short list of errors). */
  description?: ReactNode;
  /**
   * How long the toast stays, in ms; `Infinity` keeps it until dismissed or updated (progress toasts).
   * Hovering or focusing the toast pauses it. @default toastAutoCloseMs (5 s, from `@freightkit/domain`)
   * @example toast.show({ tone: 'critical', title, duration: doNotUseToastMs })
   */
  duration?: number;
}

/** One toast on screen. */
export interface ToastRecord extends Required<Pick<ToastOptions, 'tone' | 'title' | 'duration'>> {
  readonly id: string;
  readonly description?: ReactNode;
  /** Bumped on every update so the auto-close timer restarts. */
  readonly version: number;
}

/** The toaster's imperative API, from {@link useToast}. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Changes a shown toast (e.g. 'Updating Note...' → 'Successfully updated comment'); restarts its timer. */
  update: (id: string, options: Partial<ToastOptions>) => void;
  /** Removes one toast, or every toast when called without an id. */
  dismiss: (id?: string) => void;
}

/** Actions of the toaster reducer. */
export type ToastAction =
  | { type: 'show'; toast: ToastRecord }
  | { type: 'update'; id: string; options: Partial<ToastOptions> }
  | { type: 'dismiss'; id?: string };

/** At most this many toasts are shown; older ones go first. */
export const maxToasts = 5;

/** Pure state transitions of the toaster (kept apart from React so they are easy to test). */
export function toastReducer(state: readonly ToastRecord[], action: ToastAction): readonly ToastRecord[] {
  switch (action.type) {
    case 'show':
      return [...state, action.toast].slice(-maxToasts);
    case 'update':
      return state.map((toast) =>
        toast.id === action.id
          ? {
              ...toast,
              tone: action.options.tone ?? toast.tone,
              title: action.options.title ?? toast.title,
              duration: action.options.duration ?? toast.duration,
              description: 'description' in action.options ? action.options.description : toast.description,
              version: toast.version + 1,
            }
          : toast,
      );
    case 'dismiss':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}

let counter = 0;

/** Makes a toast record with defaults filled in. */
export function createToast(options: ToastOptions): ToastRecord {
  counter += 1;
  return {
    id: `fk-toast-${counter}`,
    tone: options.tone ?? 'neutral',
    title: options.title,
    description: options.description,
    duration: options.duration ?? toastAutoCloseMs,
    version: 0,
  };
}
