import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe on a rendered element and fails with the rule ids and targets of any violation.
 * Colour contrast is checked in Storybook's a11y addon: jsdom has no layout or computed colours.
 */
export async function expectNoAxeViolations(element: Element = document.body) {
  const results = await axe.run(element, {
    rules: { "color-contrast": { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(violations).toEqual([]);
}
