import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import type { NavGroup } from "../nav-links.ts";

/**
 * One desktop dropdown (disclosure pattern): the label links to the group's main page; hovering or
 * Enter/Space on the toggle opens the list, Escape closes it and returns focus to the toggle.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation("site");
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();
  const label = t(`nav.groups.${group.key}`);

  // Navigating closes the list.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  const closeOnBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      className="ps-dropdown"
      data-open={open || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={closeOnBlur}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <Link className="ps-dropdown__label" to={group.to}>
        {label}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className="ps-dropdown__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="ps-dropdown__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="ck-visually-hidden">{t("nav.showLinks", { group: label })}</span>
      </button>
      <ul id={listId} className="ps-dropdown__list" hidden={!open}>
        {group.links.map((link) => (
          <li key={link.key}>
            <Link className="ps-dropdown__link" to={link.to}>
              {t(`nav.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
