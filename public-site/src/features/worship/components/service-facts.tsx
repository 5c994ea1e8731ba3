import { churchInfo } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { ClockIcon, MapPinIcon } from "../../../components/icons.tsx";
import { worshipNs } from "../worship.texts.ts";

/** Every Sunday 3-6 PM, language and address: the facts every worship page starts with. */
export function ServiceFacts() {
  const { t } = useTranslation(worshipNs);
  return (
    <ul className="ps-facts ps-facts--inline">
      <li>
        <ClockIcon />
        <span>
          <strong>{t("facts.when")}</strong> · {t("facts.language")}
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
