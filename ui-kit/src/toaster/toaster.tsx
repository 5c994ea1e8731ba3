import { useTranslation } from "react-i18next";
import { Toaster as SonnerToaster, toast } from "sonner";

export { toast };

/** The spec's toast rules: up to 3 visible, each shown for 4000 ms. */
export const toastDefaults = { visibleToasts: 3, duration: 4000 } as const;

export interface ToasterProps {
  /** Where toasts appear (default top-right, clear of the public site's bottom-right chat button). */
  position?: "top-left" | "top-center" | "top-right" | "bottom-left" | "bottom-center" | "bottom-right";
}

/** Renders toasts raised with `toast(...)`, `toast.success(...)`, `toast.error(...)`; mount once per app. */
export function Toaster({ position = "top-right" }: ToasterProps) {
  const { t } = useTranslation("common");
  return (
    <SonnerToaster
      position={position}
      visibleToasts={toastDefaults.visibleToasts}
      duration={toastDefaults.duration}
      closeButton
      richColors
      containerAriaLabel={t("notifications")}
      toastOptions={{ closeButtonAriaLabel: t("close"), className: "ck-toast" }}
      style={{ fontFamily: "var(--ck-font-body)" }}
    />
  );
}
