import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

/** A link to another site: opens in a new tab, says so to screen readers, shares no opener. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useTranslation("site");
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="ck-visually-hidden"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
