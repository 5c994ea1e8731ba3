import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import "./tabs.css";

export interface TabItem {
  /** Stable value (e.g. "overview"). */
  value: string;
  /** Tab text. */
  label: ReactNode;
  /** Panel content. */
  content: ReactNode;
  /** Small count after the label, e.g. pending requests. */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected value. */
  value?: string;
  /** Initially selected value when uncontrolled (default: first tab). */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs (Radix): arrow keys move between tabs, each tab controls its panel. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx("ck-tabs", className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="ck-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="ck-tabs__tab"
          >
            {item.label}
            {item.badge !== undefined && <span className="ck-tabs__badge">{item.badge}</span>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ck-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
