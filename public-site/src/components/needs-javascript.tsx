import { churchInfo } from "@church/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface NeedsJavaScriptProps {
  children: ReactNode;
  /** What the part is, for the note shown instead when JavaScript is off. */
  kind?: "form" | "player" | "calendar" | "giving";
}

/**
 * A part of a page that only works with JavaScript (a form, the player, the calendar). With
 * JavaScript off it is hidden and a plain note says so instead (a <noscript> style in index.html);
 * with it on, the note is hidden. The markup is the same either way, so hydration matches.
 */
export function NeedsJavaScript({ children, kind }: NeedsJavaScriptProps) {
  const { t } = useTranslation("site");
  return (
    <>
      <div className="ps-needs-js">{children}</div>
      <p className="ps-noscript">
        {t(`noscript.${kind ?? "default"}`, { phone: churchInfo.phone, email: churchInfo.email })}
      </p>
    </>
  );
}
