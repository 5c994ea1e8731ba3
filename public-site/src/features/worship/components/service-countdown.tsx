import { buttonClassName } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ClockIcon } from "../../../components/icons.tsx";
import { ZoneTime } from "../../../components/zone-time.tsx";
import { useIslandCollector, useNow } from "../../../lib/render-info.tsx";
import { remainingText } from "../lib/countdown-text.ts";
import type { CountdownTemplates } from "../lib/countdown-ticker.ts";
import { type ServiceCountdown as Countdown, nextServiceCountdown } from "../lib/next-service.ts";
import { worshipNs } from "../worship.texts.ts";
import "./service-countdown.css";

/**
 * Live countdown to the next Sunday 3 PM service, refreshed every 60 seconds. On an islands page it is
 * never hydrated: the server draws both states (the one of now shown) and the texts' templates, and
 * the runtime's ticker (lib/countdown-ticker.ts) keeps it right without React.
 */
export function ServiceCountdown() {
  const { t } = useTranslation(worshipNs);
  // The page's instant first (the server's while hydrating), then the clock every minute.
  const rendered = useNow();
  const [now, setNow] = useState(rendered);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const countdown = nextServiceCountdown(now);
  const onIslandsPage = useIslandCollector() !== undefined;

  if (!onIslandsPage) {
    return countdown.state === "in-progress" ? <ServiceUnderWay /> : <ServiceAhead countdown={countdown} />;
  }
  // Both states, for the ticker: a day after a service under way, the next is the coming Sunday's (the
  // ticker works out the time left at once).
  const ahead =
    countdown.state === "upcoming" ? countdown : nextServiceCountdown(new Date(now.getTime() + 86_400_000));
  const units = (["days", "hours", "minutes"] as const).map((unit) => [
    unit,
    {
      one: t(`countdown.${unit}_one`, { skipInterpolation: true }),
      other: t(`countdown.${unit}_other`, { skipInterpolation: true }),
    },
  ]);
  const templates: CountdownTemplates = {
    units: Object.fromEntries(units),
    daysHours: t("countdown.daysHours", { skipInterpolation: true }),
    hoursMinutes: t("countdown.hoursMinutes", { skipInterpolation: true }),
  };
  return (
    <div data-countdown={JSON.stringify(templates)}>
      <div data-countdown-state="upcoming" hidden={countdown.state !== "upcoming"}>
        {ahead.state === "upcoming" && <ServiceAhead countdown={ahead} />}
      </div>
      <div data-countdown-state="in-progress" hidden={countdown.state !== "in-progress"}>
        <ServiceUnderWay titleId="countdown-now-title" />
      </div>
    </div>
  );
}

function ServiceUnderWay({ titleId = "countdown-title" }: { titleId?: string }) {
  const { t } = useTranslation(worshipNs);
  return (
    <section className="ps-countdown ps-countdown--live" aria-labelledby={titleId}>
      <h2 id={titleId} className="ps-countdown__title">
        {t("countdown.now")}
      </h2>
      <p>{t("countdown.nowText")}</p>
      <Link className={buttonClassName("primary")} to="/live-stream">
        {t("countdown.watchNow")}
      </Link>
    </section>
  );
}

function ServiceAhead({ countdown }: { countdown: Extract<Countdown, { state: "upcoming" }> }) {
  const { t } = useTranslation(worshipNs);
  const remaining = remainingText(
    countdown,
    (unit, count) => t(`countdown.${unit}`, { count }),
    (key, words) => t(`countdown.${key}`, words),
  );
  return (
    <section className="ps-countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="ps-countdown__title">
        <ClockIcon /> {t("countdown.title")}
      </h2>
      <p className="ps-countdown__label">{t("countdown.in")}</p>
      <p className="ps-countdown__value">
        <time dateTime={countdown.startsAt}>{remaining}</time>
      </p>
      <p className="ps-muted">
        <ZoneTime text={t("countdown.startsAt")} start={Date.parse(countdown.startsAt)} />
      </p>
    </section>
  );
}
