import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import "./dropdown-menu.css";

export type DropdownMenuItem =
  | {
      type?: "item";
      /** Item text. */
      label: ReactNode;
      /** Runs when chosen (click, Enter or Space). */
      onSelect: () => void;
      /** Decorative icon before the label. */
      icon?: ReactNode;
      /** danger colours a destructive item. */
      tone?: "default" | "danger";
      disabled?: boolean;
    }
  | { type: "separator" }
  | { type: "label"; label: ReactNode };

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. <Button variant="ghost">Actions</Button>). */
  trigger: ReactElement;
  /** Menu entries, separators and group labels. */
  items: readonly DropdownMenuItem[];
  /** Side of the trigger the menu aligns to. */
  align?: "start" | "center" | "end";
  className?: string;
}

/** A menu of actions behind a button (Radix): arrow keys, typeahead, Escape closes. */
export function DropdownMenu({ trigger, items, align = "end", className }: DropdownMenuProps) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={cx("ck-menu", className)} align={align} sideOffset={6}>
          {items.map((item, index) => {
            if (item.type === "separator") {
              return <RadixMenu.Separator key={`separator-${index}`} className="ck-menu__separator" />;
            }
            if (item.type === "label") {
              return (
                <RadixMenu.Label key={`label-${index}`} className="ck-menu__label">
                  {item.label}
                </RadixMenu.Label>
              );
            }
            return (
              <RadixMenu.Item
                key={`item-${index}`}
                className={cx("ck-menu__item", item.tone === "danger" && "ck-menu__item--danger")}
                disabled={item.disabled}
                onSelect={item.onSelect}
              >
                {item.icon && (
                  <span className="ck-menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
