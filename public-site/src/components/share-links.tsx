import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { pathIn } from "../lib/language.ts";
import { absoluteUrl } from "../lib/site-config.ts";
import { notify } from "../lib/toast.ts";
import { FacebookIcon, LinkIcon, MailIcon, WhatsAppIcon, XLogoIcon } from "./icons.tsx";
import "./share-links.css";
import { islandOf } from "../islands/island.tsx";

export interface ShareLinksProps {
  /** Path of the page to share, e.g. /articles/my-article. */
  path: string;
  title: string;
}

/**
 * Share links (Facebook, X, WhatsApp, e-mail) and a copy-link button; nothing loads until clicked. A
 * Swahili page shares its Swahili address, so the friend it is sent to reads what the sender read.
 */
export function ShareLinks({ path, title }: ShareLinksProps) {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  const url = absoluteUrl(pathIn(language, path));
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const links = [
    {
      key: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
      Icon: FacebookIcon,
    },
    {
      key: "x",
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`,
      Icon: XLogoIcon,
    },
    {
      key: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      Icon: WhatsAppIcon,
    },
  ] as const;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t("share.copied"));
    } catch {
      notify.error(t("share.copyFailed"));
    }
  };
  return (
    <div className="ps-share">
      <span className="ps-share__label">{t("share.title")}:</span>
      <ul className="ps-share__list">
        {links.map(({ key, href, Icon }) => (
          <li key={key}>
            <a className="ps-share__link" href={href} target="_blank" rel="noopener noreferrer">
              <Icon size={18} />
              <span className="ck-visually-hidden">
                {t(`share.${key}`)} {t("common.opensInNewTab")}
              </span>
            </a>
          </li>
        ))}
        <li>
          <a className="ps-share__link" href={`mailto:?subject=${encodedTitle}&body=${encodedUrl}`}>
            <MailIcon size={18} />
            <span className="ck-visually-hidden">{t("share.email")}</span>
          </a>
        </li>
        <li>
          <button type="button" className="ps-share__link" onClick={copy}>
            <LinkIcon size={18} />
            <span className="ck-visually-hidden">{t("share.copy")}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}

/** On an islands page, live on the first touch (its links work before; the copy button then). */
export const ShareLinksIsland = islandOf("share-links", ShareLinks, { when: "touch" });
