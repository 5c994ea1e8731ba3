import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { CloseIcon, MenuIcon } from "../icons/icons.tsx";
import { cx } from "../utils/cx.ts";
import "./admin-shell.css";

export interface AdminShellItem {
  /** Stable id (e.g. "overview", "pastor-portal"). */
  id: string;
  /** Menu text. */
  label: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Router path: the item renders a react-router NavLink (needs a Router above). */
  to?: string;
  /** Without `to`, the item is a button that calls this (e.g. to switch a tab in state). */
  onSelect?: () => void;
  /** Small count after the label (e.g. pending requests in a red Badge). */
  badge?: ReactNode;
}

export interface AdminShellProps {
  /** Title in the top bar (e.g. "Admin Dashboard"). */
  title: ReactNode;
  /** Logo or church name at the top of the side menu. */
  brand?: ReactNode;
  /** Side menu entries. */
  items: readonly AdminShellItem[];
  /** Id of the current item for button items (NavLink items mark themselves). */
  activeId?: string;
  /** Accessible name of the side menu (default "Main navigation"). */
  navLabel?: string;
  /** Controls at the right of the top bar (user name, language switch). */
  headerActions?: ReactNode;
  /** Bottom of the side menu (e.g. a Sign out button). */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/** Staff layout: top bar, side menu (a toggle menu on phones), footer slot and main content. */
export function AdminShell({
  title,
  brand,
  items,
  activeId,
  navLabel,
  headerActions,
  footer,
  children,
  className,
}: AdminShellProps) {
  const { t } = useTranslation("common");
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarId = `ck-admin-nav-${useId()}`;
  const mainId = `ck-admin-main-${useId()}`;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <div className={cx("ck-admin-shell", className)} data-menu-open={menuOpen || undefined}>
      <a className="ck-skip-link" href={`#${mainId}`}>
        {t("skipToContent")}
      </a>
      <header className="ck-admin-shell__header">
        <button
          ref={toggleRef}
          type="button"
          className="ck-admin-shell__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span>{t("menu")}</span>
        </button>
        <div className="ck-admin-shell__title">{title}</div>
        {headerActions && <div className="ck-admin-shell__header-actions">{headerActions}</div>}
      </header>
      <aside id={sidebarId} className="ck-admin-shell__sidebar" data-state={menuOpen ? "open" : "closed"}>
        {brand && <div className="ck-admin-shell__brand">{brand}</div>}
        <nav aria-label={navLabel ?? t("mainNavigation")} className="ck-admin-shell__nav">
          <ul>
            {items.map((item) => {
              const content = (
                <>
                  {item.icon && (
                    <span className="ck-admin-shell__icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span className="ck-admin-shell__label">{item.label}</span>
                  {item.badge !== undefined && item.badge !== null && (
                    <span className="ck-admin-shell__badge">{item.badge}</span>
                  )}
                </>
              );
              return (
                <li key={item.id}>
                  {item.to ? (
                    <NavLink to={item.to} className="ck-admin-shell__item" onClick={closeMenu}>
                      {content}
                    </NavLink>
                  ) : (
                    <button
                      type="button"
                      className="ck-admin-shell__item"
                      aria-current={activeId === item.id ? "page" : undefined}
                      onClick={() => {
                        item.onSelect?.();
                        closeMenu();
                      }}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {footer && <div className="ck-admin-shell__footer">{footer}</div>}
      </aside>
      <main id={mainId} className="ck-admin-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
