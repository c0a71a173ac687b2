import { toastStore, type ToastOptions } from './toast-store.ts';

/**
 * Short messages shown by the shell's toast container (top centre, 400 px wide, 5 s by default).
 * Each call returns the toast's id, which `toast.dismiss` takes.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.add('success', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.add('error', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.add('info', message, options),
  dismiss: (id: number) => toastStore.dismiss(id),
};

export { ToastContainer } from './toast-container.tsx';
export type { ToastOptions } from './toast-store.ts';
