import type { toast as SonnerToast } from "sonner";

type Toast = typeof SonnerToast;
type Options = Parameters<Toast["success"]>[1];

let showHost: (() => void) | undefined;
let resolveReady: (toast: Toast) => void = () => {};
const ready = new Promise<Toast>((resolve) => {
  resolveReady = resolve;
});

/** The layout's toast host registers here; it loads the toaster on the first toast. */
export function registerToastHost(show: () => void): void {
  showHost = show;
}

/** The toaster is mounted and listening: toasts raised so far are shown now. */
export function toasterReady(toast: Toast): void {
  resolveReady(toast);
}

/**
 * Toasts of the public site. The toaster (sonner) is loaded with the first toast rather than on
 * every page: most visits never show one.
 */
export const notify = {
  success(message: string, options?: Options) {
    showHost?.();
    void ready.then((toast) => toast.success(message, options));
  },
  error(message: string, options?: Options) {
    showHost?.();
    void ready.then((toast) => toast.error(message, options));
  },
};
