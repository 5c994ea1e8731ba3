import type { DropdownMenuItem } from "../dropdown-menu/dropdown-menu.tsx";
import { DropdownMenu } from "../dropdown-menu/dropdown-menu.tsx";
import { MoreIcon } from "../icons/icons.tsx";
import "./row-menu.css";

export interface RowMenuProps {
  /** Names the button for screen readers and its tooltip, e.g. "Actions for Sunday Worship". */
  label: string;
  /** The row's actions; a destructive one has tone "danger" and should ask before it acts. */
  items: readonly DropdownMenuItem[];
}

/**
 * The actions of one row behind a quiet "⋯" button, so a long list is not a column of red Delete
 * buttons one slip away from a loss.
 */
export function RowMenu({ label, items }: RowMenuProps) {
  return (
    <DropdownMenu
      align="end"
      items={items}
      trigger={
        <button type="button" className="ck-row-menu" aria-label={label} title={label}>
          <MoreIcon />
        </button>
      }
    />
  );
}
