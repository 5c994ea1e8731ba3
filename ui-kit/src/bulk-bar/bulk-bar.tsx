import type { ReactNode } from "react";
import "./bulk-bar.css";

export interface BulkBarProps {
  /** What is selected, e.g. "3 selected" (the caller words it with its plural rules). */
  summary: ReactNode;
  /** Names the toolbar for screen readers, e.g. "Selected RSVPs". */
  label: string;
  /** The actions on the selection (buttons). */
  children: ReactNode;
}

/** The actions on the rows ticked in a list; shown only while something is selected. */
export function BulkBar({ summary, label, children }: BulkBarProps) {
  return (
    <div className="ck-bulk-bar" role="toolbar" aria-label={label}>
      <span className="ck-bulk-bar__summary" aria-live="polite">
        {summary}
      </span>
      <div className="ck-bulk-bar__actions">{children}</div>
    </div>
  );
}
