import { LanguageSwitch } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { islandOf } from "../../../islands/island.tsx";
import { openCookieSettings } from "../../../lib/consent.ts";
import { chooseDataSaver } from "../../../lib/data-saver.ts";
import { useTwinPages } from "../../../lib/language.ts";
import { useDataSaver } from "../../../lib/render-info.tsx";

// The footer's only live parts: on an islands page the rest of it is never hydrated.

/** This page in the other language (the switch remembers the choice: it must be live before a click). */
export function FooterLanguage() {
  return <LanguageSwitch links={useTwinPages()} />;
}

/** The site's own data saver (hidden without JavaScript). */
export function DataSaverChoice() {
  const { t } = useTranslation("site");
  const dataSaver = useDataSaver();
  return (
    <>
      <label className="ps-footer__data-saver ps-js-only">
        <input
          type="checkbox"
          checked={dataSaver}
          onChange={(event) => chooseDataSaver(event.target.checked)}
          aria-describedby="ps-footer-data-saver"
        />{" "}
        {t("dataSaver.label")}
      </label>
      <p id="ps-footer-data-saver" className="ps-footer__hint ps-js-only">
        {t("dataSaver.hint")}
      </p>
    </>
  );
}

/** Opens the cookie preferences (the cookie banner's dialog, app/site-tail.tsx). */
export function CookieSettingsButton() {
  const { t } = useTranslation("site");
  return (
    <button type="button" className="ps-link-button" onClick={openCookieSettings}>
      {t("footer.cookieSettings")}
    </button>
  );
}

export const FooterLanguageIsland = islandOf("footer-language", FooterLanguage, { when: "visible" });
export const DataSaverIsland = islandOf("data-saver", DataSaverChoice, { when: "touch" });
export const CookieSettingsIsland = islandOf("cookie-settings", CookieSettingsButton, { when: "touch" });
