import { buttonClassName } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ClockIcon } from "../../../components/icons.tsx";
import { ZoneTime } from "../../../components/zone-time.tsx";
import { useNow } from "../../../lib/render-info.tsx";
import { nextServiceCountdown } from "../lib/next-service.ts";
import { worshipNs } from "../worship.texts.ts";
import "./service-countdown.css";

/** Live countdown to the next Sunday 3 PM service, refreshed every 60 seconds. */
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

  if (countdown.state === "in-progress") {
    return (
      <section className="ps-countdown ps-countdown--live" aria-labelledby="countdown-title">
        <h2 id="countdown-title" className="ps-countdown__title">
          {t("countdown.now")}
        </h2>
        <p>{t("countdown.nowText")}</p>
        <Link className={buttonClassName("primary")} to="/live-stream">
          {t("countdown.watchNow")}
        </Link>
      </section>
    );
  }

  const days = t("countdown.days", { count: countdown.days });
  const hours = t("countdown.hours", { count: countdown.hours });
  const minutes = t("countdown.minutes", { count: countdown.minutes });
  const remaining =
    countdown.days > 0
      ? t("countdown.daysHours", { days, hours })
      : countdown.hours > 0
        ? t("countdown.hoursMinutes", { hours, minutes })
        : minutes;
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
