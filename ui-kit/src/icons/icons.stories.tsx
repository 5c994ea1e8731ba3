import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType, ReactNode, SVGProps } from "react";
import * as icons from "./icons.tsx";
import { SortIcon } from "./icons.tsx";

// Every export of icons.tsx, read from the module: an icon added there shows here without an edit.
// SortIcon needs its direction, so it gets one tile per direction.
const plainIcons = Object.entries(icons).filter(([name]) => name !== "SortIcon") as [
  string,
  ComponentType<SVGProps<SVGSVGElement>>,
][];

const meta = { title: "Foundations/Icons" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Tile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li
      style={{
        display: "grid",
        justifyItems: "center",
        textAlign: "center",
        gap: "0.5rem",
        padding: "1rem 0.5rem",
        border: "1px solid var(--ck-color-border)",
        borderRadius: "var(--ck-radius-md)",
      }}
    >
      <span style={{ fontSize: "1.5rem", lineHeight: 1 }}>{children}</span>
      <code style={{ fontFamily: "var(--ck-font-mono)", fontSize: "0.8rem" }}>{name}</code>
    </li>
  );
}

function IconGrid() {
  return (
    <ul
      aria-label="Icons"
      style={{
        display: "grid",
        gap: "0.75rem",
        gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
        listStyle: "none",
        margin: 0,
        padding: 0,
      }}
    >
      {plainIcons.map(([name, Icon]) => (
        <Tile key={name} name={name}>
          <Icon />
        </Tile>
      ))}
      {(["ascending", "descending", "none"] as const).map((direction) => (
        <Tile key={direction} name={`SortIcon direction="${direction}"`}>
          <SortIcon direction={direction} />
        </Tile>
      ))}
    </ul>
  );
}

/** Each icon, drawn larger than in the controls (they size it 1em of their text), with its export's name. */
export const All: Story = { render: () => <IconGrid /> };

/** The icons take the colour of the text around them (`currentColor`). */
export const InTextColour: Story = {
  render: () => (
    <p className="ck-cluster" style={{ color: "var(--ck-color-primary)", margin: 0 }}>
      <icons.SuccessIcon /> <icons.InfoIcon /> <icons.CheckIcon /> Primary text and its icons
    </p>
  ),
};
