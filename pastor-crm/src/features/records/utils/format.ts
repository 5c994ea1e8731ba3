/** Money is always US dollars in US format, whatever the interface language (the books are in USD). */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const formatMoney = (amount: number): string => usd.format(amount);
export const formatCount = (value: number): string => count.format(value);

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
const signedPercent = new Intl.NumberFormat("en-US", { signDisplay: "exceptZero", maximumFractionDigits: 1 });

/** Short dollars for chart axes: $950, $1.2K, $15K. */
export const formatCompactMoney = (amount: number): string => compactUsd.format(amount);
/** A change in percent with its sign: +5.2%, -3.4%, 0%. */
export const formatChange = (percent: number): string => `${signedPercent.format(percent)}%`;
