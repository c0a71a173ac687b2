import { TOAST_CONTAINER_DURATION_MS } from '@careers/shared';

export type ToastTone = 'success' | 'error' | 'info';

export type ToastItem = { id: number; tone: ToastTone; message: string; durationMs: number };

export type ToastOptions = {
  /** How long the toast stays; the container default is 5 s. */
  durationMs?: number;
};

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const toastStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly ToastItem[] => toasts,
  add: (tone: ToastTone, message: string, options: ToastOptions = {}): number => {
    const id = nextId++;
    const durationMs = options.durationMs ?? TOAST_CONTAINER_DURATION_MS;
    toasts = [...toasts, { id, tone, message, durationMs }];
    emit();
    return id;
  },
  dismiss: (id: number) => {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  clear: () => {
    toasts = [];
    emit();
  },
};
