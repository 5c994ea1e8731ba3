import { easternOffsetMinutes } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The visitor's own time ("11:00 PM in Nairobi") when their browser keeps another clock than Buffalo's
 * at that instant. Added after hydration (the server cannot know the browser's zone) into a line kept
 * empty from the first paint, so nothing moves when it comes (pages.css, .ps-zone-time__local).
 */
export function VisitorTime({ start }: { start: number | null }) {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  const [local, setLocal] = useState<{ time: string; city: string } | null>(null);
  useEffect(() => {
    setLocal(null);
    if (start === null || new Date(start).getTimezoneOffset() === -easternOffsetMinutes(start)) return;
    let current = true;
    void import("../lib/visitor-time.ts")
      .then((m) => m.visitorTime(start, language))
      .then((text) => current && setLocal(text));
    return () => {
      current = false;
    };
  }, [start, language]);
  return (
    <span className="ps-zone-time__local">
      {local && (
        <>
          <span className="ck-visually-hidden"> · </span>
          {t(local.city ? "zone.local" : "zone.localNoCity", local)}
        </>
      )}
    </span>
  );
}
