import { type ComponentPropsWithRef, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SortIcon } from "../icons/icons.tsx";
import { cx } from "../utils/cx.ts";
import "../skeleton/skeleton.css";
import "./data-table.css";

export type SortDirection = "ascending" | "descending";
export type SortValue = string | number | Date | null | undefined;

export interface DataTableColumn<Row> {
  /** Unique key of the column; also the default field read from the row. */
  key: string;
  /** Header text (also used in the sort button's label). */
  header: string;
  /** Cell content; defaults to String(row[key]). */
  cell?: (row: Row) => ReactNode;
  /** Value to sort by; giving it makes the column sortable. */
  sortValue?: (row: Row) => SortValue;
  /** Text alignment; use "end" for amounts. */
  align?: "start" | "end" | "center";
  /** Makes this column the row header (th scope="row") for screen readers. */
  rowHeader?: boolean;
  /** The row's action menu: in a row shown as a card it sits in the card's corner. */
  actions?: boolean;
  className?: string;
}

export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

/** Ticked rows, by their key; the table adds a checkbox column. */
export interface DataTableSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Accessible name of a row's checkbox, e.g. "Select Sarah Wanjiku". */
  rowLabel: (row: Row) => string;
  /** Accessible name of the header checkbox, e.g. "Select all RSVPs". */
  allLabel: string;
}

export interface DataTableProps<Row> {
  /** Column definitions, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows. */
  rows: readonly Row[];
  /** Stable key of a row (e.g. its id). */
  getRowKey: (row: Row) => string;
  /** Table caption: names the table for screen readers (visible unless hideCaption). */
  caption: string;
  /** Hides the caption visually. */
  hideCaption?: boolean;
  /** Shown instead of the rows when there are none (e.g. an EmptyState). */
  empty?: ReactNode;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** Initial sort when uncontrolled. */
  defaultSort?: DataTableSort;
  /** Controlled sort; with onSortChange and manualSort the rows are shown as given (server sorting). */
  sort?: DataTableSort | null;
  /** Called when a sortable header is activated. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Skip client-side sorting (the caller sorts). */
  manualSort?: boolean;
  /** Rows can be ticked for actions on several at once. */
  selection?: DataTableSelection<Row>;
  /**
   * In a narrow space (under 40rem: a phone, a dialog) each row becomes a card of label: value lines
   * instead of scrolling sideways.
   */
  stackOnNarrow?: boolean;
  /** More attributes of a row's `<tr>` (the row a link opened: marked and scrolled to). */
  rowProps?: (row: Row) => ComponentPropsWithRef<"tr">;
  className?: string;
}

/** The header checkbox: ticked when every row is, "mixed" when some are. */
function SelectAll({
  checked,
  mixed,
  label,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="ck-table__check"
      aria-label={label}
      checked={checked}
      onChange={onChange}
    />
  );
}

function compare(a: SortValue, b: SortValue): number {
  // Empty values sort last in both directions' natural reading.
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = row !== null && typeof row === "object" ? (row as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined) return "";
  return value instanceof Date ? value.toLocaleDateString() : String(value);
}

/** A table with sortable headers (aria-sort), an empty state and a loading state. */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  empty,
  loading = false,
  defaultSort,
  sort: sortProp,
  onSortChange,
  manualSort = false,
  selection,
  stackOnNarrow = false,
  rowProps,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation("common");
  const [sortState, setSortState] = useState<DataTableSort | null>(defaultSort ?? null);
  const sort = sortProp === undefined ? sortState : sortProp;

  const sortedRows = useMemo(() => {
    if (manualSort || !sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    const sortValueOf = column?.sortValue;
    if (!sortValueOf) return rows;
    const sign = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(sortValueOf(a), sortValueOf(b)));
  }, [rows, columns, sort, manualSort]);

  function toggleSort(key: string) {
    const next: DataTableSort = {
      key,
      direction: sort?.key === key && sort.direction === "ascending" ? "descending" : "ascending",
    };
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
  }

  const showEmpty = !loading && rows.length === 0;
  const keys = rows.map(getRowKey);
  const selectedCount = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const toggleRow = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    selection.onChange(selectedCount === keys.length ? new Set() : new Set(keys));
  };
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    // The wrapper scrolls sideways on phones; tabIndex lets keyboard users scroll it too.
    <section
      className={cx("ck-table-wrap", stackOnNarrow && "ck-table-wrap--stack", className)}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="ck-table" aria-busy={loading || undefined}>
        <caption className={hideCaption ? "ck-visually-hidden" : "ck-table__caption"}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="ck-table__select">
                <SelectAll
                  checked={keys.length > 0 && selectedCount === keys.length}
                  mixed={selectedCount > 0 && selectedCount < keys.length}
                  label={selection.allLabel}
                  onChange={toggleAll}
                />
              </th>
            )}
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortValue ? (direction ?? "none") : undefined}
                  className={cx(`ck-table__cell--${column.align ?? "start"}`, column.className)}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="ck-table__sort"
                      onClick={() => toggleSort(column.key)}
                      title={t("sortBy", { column: column.header })}
                    >
                      {column.header}
                      <SortIcon direction={direction ?? "none"} className="ck-table__sort-icon" />
                      {direction && (
                        <span className="ck-visually-hidden">
                          {direction === "ascending" ? t("sortedAscending") : t("sortedDescending")}
                        </span>
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: 3 }, (_, index) => (
              <tr key={`loading-${index}`}>
                {selection && <td className="ck-table__select" />}
                {columns.map((column) => (
                  <td key={column.key}>
                    <span className="ck-skeleton" aria-hidden="true" />
                  </td>
                ))}
              </tr>
            ))}
          {showEmpty && (
            <tr>
              <td colSpan={columnCount} className="ck-table__empty">
                {empty ?? t("noData")}
              </td>
            </tr>
          )}
          {!loading &&
            sortedRows.map((row) => {
              const key = getRowKey(row);
              const ticked = selection?.selected.has(key) ?? false;
              return (
                <tr key={key} {...rowProps?.(row)} data-selected={ticked || undefined}>
                  {selection && (
                    <td className="ck-table__select">
                      <input
                        type="checkbox"
                        className="ck-table__check"
                        aria-label={selection.rowLabel(row)}
                        checked={ticked}
                        onChange={() => toggleRow(key)}
                      />
                    </td>
                  )}
                  {columns.map((column) => {
                    const content = column.cell ? column.cell(row) : defaultCell(row, column.key);
                    const cellClass = cx(
                      `ck-table__cell--${column.align ?? "start"}`,
                      column.actions && "ck-table__cell--actions",
                      column.className,
                    );
                    // data-label names the value when the row is shown as a card on a narrow screen.
                    return column.rowHeader ? (
                      <th key={column.key} scope="row" className={cellClass} data-label={column.header}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.key} className={cellClass} data-label={column.header}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
        </tbody>
      </table>
    </section>
  );
}
