import { createContext, useContext } from 'react';
import type { ToastApi } from './toastStore.ts';

const warnMissingProvider = () => {
  if (import.meta.env.DEV) console.error('useToast: render inside <UiProvider> to show toasts.');
};

/** @internal Provided by `UiProvider`, which hosts the toaster. */
export const ToastContext = createContext<ToastApi>({
  show: () => {
    warnMissingProvider();
    return '';
  },
  update: warnMissingProvider,
  dismiss: warnMissingProvider,
});

/**
 * Shows toasts in the toaster `UiProvider` hosts (an ARIA live region).
 *
 * @example
 * const toast = useToast();
 * const id = toast.show({ tone: 'info', title: t('notes.updating'), duration: Infinity });
 * toast.update(id, { tone: 'positive', title: t('notes.updated'), duration: toastAutoCloseMs });
 */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}
