export { Toast, toneIcons, type ToastProps } from './Toast.tsx';
export { useToast } from './ToastContext.tsx';
export type { ToastApi, ToastOptions } from './toastStore.ts';
