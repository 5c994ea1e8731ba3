/** Money is always US dollars in US format, whatever the interface language (the books are in USD). */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const formatMoney = (amount: number): string => usd.format(amount);
export const formatCount = (value: number): string => count.format(value);
