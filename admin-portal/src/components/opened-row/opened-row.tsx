import { openRowParam, rowSectionParam } from "@church/contracts";
import { Alert } from "@church/ui-kit";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import "./opened-row.css";

/** What a row that a link opened carries: marked, named as the current one, scrolled to. */
export interface OpenedRowProps {
  ref?: (element: HTMLElement | null) => void;
  "data-opened"?: "";
  "aria-current"?: "true";
}

/**
 * The row a link opened (`/admin?tab=…&id=…`, decision 033): a timeline entry or a staff e-mail names
 * one row, and its tab marks it and scrolls it into view once the list shows it.
 */
export function useOpenedRow(section?: string) {
  const [searchParams] = useSearchParams();
  // A tab with two lists: the link says which one holds its row (`in=texts`); no `in` is the first.
  const id =
    (searchParams.get(rowSectionParam) ?? undefined) === section ? searchParams.get(openRowParam) : null;
  const scrollTo = useCallback((element: HTMLElement | null) => {
    element?.scrollIntoView?.({ block: "center" });
  }, []);
  const rowProps = (rowId: string): OpenedRowProps =>
    rowId === id ? { ref: scrollTo, "data-opened": "", "aria-current": "true" } : {};
  return { id, rowProps };
}

/** Says so when the row a link named is not in the list (deleted, erased, or filtered away). */
export function OpenedRowMissing({ id, shown }: { id: string | null; shown: readonly { id: string }[] }) {
  const { t } = useTranslation("admin");
  if (!id || shown.some((row) => row.id === id)) return null;
  return <Alert tone="info">{t("openedRow.missing")}</Alert>;
}
