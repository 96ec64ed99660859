import { createContext, useContext } from 'react';
import type { ToastApi } from './toastStore.ts';
import { isDevelopment } from '../devWarnings/isDevelopment.ts';

const warnMissingProvider = () => {
  if (isDevelopment()) console.error('useToast: render inside <UiProvider> to show toasts.');
};

/** @internal What `useToast` gives outside any `UiProvider`: it only warns. */
export const noToaster: ToastApi = {
  show: () => {
    warnMissingProvider();
    return '';
  },
  update: warnMissingProvider,
  dismiss: warnMissingProvider,
};

/**
 * @internal Provided by the outermost `UiProvider`, which hosts the toaster; a nested provider
 * passes the outer one on instead of hosting a second toast region.
 */
export const ToastContext = createContext<ToastApi>(noToaster);

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
