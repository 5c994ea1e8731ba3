import { buttonClassName, LanguageSwitch } from "@church/ui-kit";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { SearchIcon } from "../../../components/icons.tsx";
import { useTwinPages } from "../../../lib/language.ts";
import { navGroups } from "../nav-links.ts";
import { NavDropdown } from "./nav-dropdown.tsx";

export interface SiteHeaderProps {
  /** Brand text (the church's name). */
  brand: string;
  /**
   * The signed-in menu (Login, or name with Dashboard and Logout). A render function because the
   * mobile menu shows it too; `close` shuts the mobile menu after a choice.
   */
  renderAccount: (close: () => void) => ReactNode;
}

/** The site header: four dropdown groups, Watch Online, Donate, account menu and a mobile menu. */
export function SiteHeader({ brand, renderAccount }: SiteHeaderProps) {
  const { t } = useTranslation("site");
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileId = useId();
  const location = useLocation();
  const close = () => setMenuOpen(false);
  const twins = useTwinPages();

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  return (
    <header className="ps-header">
      <div className="ps-header__bar">
        <Link to="/" className="ps-header__brand">
          {brand}
        </Link>
        <nav className="ps-header__nav" aria-label={t("nav.main")}>
          <ul className="ps-header__groups">
            {navGroups.map((group) => (
              <NavDropdown key={group.key} group={group} />
            ))}
          </ul>
        </nav>
        <div className="ps-header__actions">
          <Link className="ps-header__search" to="/search">
            <SearchIcon size={18} />
            <span className="ck-visually-hidden">{t("nav.search")}</span>
          </Link>
          <Link className={buttonClassName("ghost", "sm")} to="/worship/livestream">
            {t("nav.watchOnline")}
          </Link>
          <Link className={buttonClassName("primary", "sm")} to="/give">
            {t("nav.donate")}
          </Link>
          <div className="ps-header__account">{renderAccount(close)}</div>
        </div>
        {/* At every width: a link to this page in the other language. */}
        <LanguageSwitch compact links={twins} className="ps-header__language" />
        {/* On phones the Donate button stays in the bar; the rest moves into the menu. */}
        <Link className={buttonClassName("primary", "sm", "ps-header__mobile-donate")} to="/give">
          {t("nav.donate")}
        </Link>
        <button
          type="button"
          className="ps-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={mobileId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
          <span className="ck-visually-hidden">{menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
        </button>
      </div>
      <nav id={mobileId} className="ps-mobile-menu" aria-label={t("nav.menu")} hidden={!menuOpen}>
        {menuOpen && (
          <>
            {navGroups.map((group) => (
              <section key={group.key} className="ps-mobile-menu__group">
                <Link className="ps-mobile-menu__title" to={group.to}>
                  {t(`nav.groups.${group.key}`)}
                </Link>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.key}>
                      <Link to={link.to}>{t(`nav.links.${link.key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <div className="ps-mobile-menu__actions">
              <Link className={buttonClassName("primary")} to="/give">
                {t("nav.donate")}
              </Link>
              <Link className={buttonClassName("secondary")} to="/worship/livestream">
                {t("nav.watchOnline")}
              </Link>
              <Link className={buttonClassName("ghost")} to="/search">
                <SearchIcon size={18} /> {t("nav.search")}
              </Link>
              {renderAccount(close)}
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
