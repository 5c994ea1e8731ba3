import { churchInfo } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { ClockIcon, MapPinIcon } from "../../../components/icons.tsx";
import { ChurchTime, serviceStart, VisitorTime } from "../../../components/zone-time.tsx";
import { useNow } from "../../../lib/render-info.tsx";
import { worshipNs } from "../worship.texts.ts";

/** Every Sunday 3-6 PM, language and address: the facts every worship page starts with. */
export function ServiceFacts() {
  const { t } = useTranslation(worshipNs);
  const service = serviceStart(useNow());
  return (
    <ul className="ps-facts ps-facts--inline">
      <li>
        <ClockIcon />
        <span>
          <strong>
            <ChurchTime text={t("facts.when")} start={service} />
          </strong>{" "}
          · {t("facts.language")}
          <VisitorTime start={service} />
        </span>
      </li>
      <li>
        <MapPinIcon />
        <span>
          <span className="ck-visually-hidden">{t("facts.where")}: </span>
          {churchInfo.addressLine}
        </span>
      </li>
    </ul>
  );
}
