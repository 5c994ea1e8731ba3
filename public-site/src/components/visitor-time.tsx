import { useLanguage } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { keepsAnotherClock } from "../lib/visitor-times.ts";

/**
 * The visitor's own time ("11:00 PM in Nairobi") when their browser keeps another clock than Buffalo's
 * at that instant. Added after hydration (the server cannot know the browser's zone) into a line kept
 * empty from the first paint, so nothing moves when it comes (pages.css, .ps-zone-time__local). The
 * line carries its instant and texts, for an islands page that fills it without React
 * (lib/visitor-times.ts).
 */
export function VisitorTime({ start }: { start: number | null }) {
  const { t, i18n } = useTranslation("site");
  const { language } = useLanguage();
  // The texts themselves ("{{time}} in {{city}}"), for a line filled without React.
  const template = (key: string): string | undefined => {
    const text: unknown = i18n.getResource(language, "site", key);
    return typeof text === "string" ? text : undefined;
  };
  const [local, setLocal] = useState<{ time: string; city: string } | null>(null);
  useEffect(() => {
    setLocal(null);
    if (start === null || !keepsAnotherClock(start)) return;
    let current = true;
    void import("../lib/visitor-time.ts")
      .then((m) => m.visitorTime(start, language))
      .then((text) => current && setLocal(text));
    return () => {
      current = false;
    };
  }, [start, language]);
  return (
    <span
      className="ps-zone-time__local"
      data-start={start ?? undefined}
      data-text={template("zone.local")}
      data-text-no-city={template("zone.localNoCity")}
    >
      {local && (
        <>
          <span className="ck-visually-hidden"> · </span>
          {t(local.city ? "zone.local" : "zone.localNoCity", local)}
        </>
      )}
    </span>
  );
}
