import {
  churchInfo,
  type Donation,
  type DonationFund,
  donationFundLabels,
  donationTypeLabels,
  type Language,
  type OfferingMethod,
  offeringMethodLabels,
} from "@church/contracts";
import PDFDocument from "pdfkit";
import type { Env } from "../../env.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import { signFor, verifyFor } from "../../services/keys/keys.ts";

export const statementFilename = (year: number) => `giving-statement-${year}.pdf`;

/** The statement's texts in both languages. */
export const statementTexts = {
  en: {
    title: "Annual Giving Statement",
    donor: "Donor",
    year: "Year",
    date: "Date",
    fund: "Fund",
    type: "Type",
    amount: "Amount",
    total: "Total given",
    gifts: "Number of gifts",
    none: "No gifts were recorded for this year.",
    thanks:
      "Thank you for your faithful giving. No goods or services were provided in exchange for these gifts.",
  },
  sw: {
    title: "Taarifa ya Matoleo ya Mwaka",
    donor: "Mtoaji",
    year: "Mwaka",
    date: "Tarehe",
    fund: "Mfuko",
    type: "Aina",
    amount: "Kiasi",
    total: "Jumla ya matoleo",
    gifts: "Idadi ya matoleo",
    none: "Hakuna matoleo yaliyorekodiwa kwa mwaka huu.",
    thanks:
      "Asante kwa utoaji wako wa uaminifu. Hakuna bidhaa wala huduma zilizotolewa kwa kubadilishana na matoleo haya.",
  },
} as const;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const day = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: churchTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));

/** Characters Helvetica (WinAnsi) cannot draw become their base letter or "?", never a wrong glyph. */
const printable = (text: string) =>
  [...text.normalize("NFKD").replace(/\p{M}/gu, "")]
    .map((c) => (/[\x20-\x7e\xa0-\xff]/.test(c) ? c : "?"))
    .join("");

/** A gift handed in at a service (cash, cheque, M-Pesa) from a closed offering batch. */
export interface BatchStatementGift {
  /** The batch's Sunday (YYYY-MM-DD). */
  date: string;
  fund: DonationFund;
  method: OfferingMethod;
  amount: number;
}

export interface StatementFacts {
  donorName: string;
  donorEmail: string;
  year: number;
  language: Language;
  /** That year's completed gifts only. */
  gifts: readonly Donation[];
  /** That year's gifts of closed offering batches by this person: one ledger for every gift. */
  batchGifts?: readonly BatchStatementGift[];
}

/** Total in cents, summed in integers so the PDF never shows a float rounding error. */
export const statementTotalCents = (gifts: readonly { amount: number }[]) =>
  gifts.reduce((sum, g) => sum + Math.round(g.amount * 100), 0);

/** The annual statement as a PDF (US Letter): church, donor, every gift of the year and the total. */
export function renderStatementPdf(f: StatementFacts): Promise<Buffer> {
  const t = statementTexts[f.language];
  const church = f.language === "sw" ? churchInfo.nameSw : churchInfo.name;
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 50,
    lang: f.language,
    info: { Title: `${t.title} ${f.year}`, Author: church },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const a = churchInfo.address;
  doc.font("Helvetica").fontSize(10).fillColor("#555555").text(printable(church), left, 50);
  doc.text(printable(`${a.street}, ${a.city}, ${a.region} ${a.postalCode}`));
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#111111").text(`${t.title} ${f.year}`);
  doc.moveDown(0.5);
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(printable(`${t.donor}: ${f.donorName} <${f.donorEmail}>`));
  doc.moveDown(1);

  const cols = [
    { label: t.date, x: left, w: 90, align: "left" as const },
    { label: t.fund, x: left + 95, w: 170, align: "left" as const },
    { label: t.type, x: left + 270, w: 110, align: "left" as const },
    { label: t.amount, x: left + 385, w: 125, align: "right" as const },
  ];
  const row = (values: string[], bold = false) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    cols.forEach((c, i) => {
      doc.text(printable(values[i] ?? ""), c.x, y, { width: c.w, align: c.align, lineBreak: false });
    });
    doc.moveDown(0.5);
  };
  row(
    cols.map((c) => c.label),
    true,
  );
  // Online gifts and gifts handed in at the services, one list by date; a batch gift's type is its method.
  const lines = [
    ...f.gifts.map((g) => ({
      date: day(g.donatedAt),
      fund: g.category,
      type: donationTypeLabels[g.type][f.language],
      amount: g.amount,
    })),
    ...(f.batchGifts ?? []).map((g) => ({
      date: g.date,
      fund: g.fund,
      type: offeringMethodLabels[g.method][f.language],
      amount: g.amount,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  if (lines.length === 0) doc.font("Helvetica").text(t.none, left);
  for (const g of lines) {
    row([g.date, donationFundLabels[g.fund][f.language], g.type, usd.format(g.amount)]);
  }
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(12).text(`${t.gifts}: ${lines.length}`, left);
  doc.text(`${t.total}: ${usd.format(statementTotalCents(lines) / 100)}`, left);
  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(9).fillColor("#555555").text(printable(t.thanks), left);
  doc.end();
  return done;
}

/** Signed statement links: address, year and language under an HMAC of their own key, valid 14 days. */
const linkLifetimeMs = 14 * 24 * 3600 * 1000;

export interface StatementClaim {
  email: string;
  year: number;
  language: Language;
}

export function statementToken(
  env: Pick<Env, "JWT_SECRET">,
  claim: StatementClaim,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      e: claim.email.toLowerCase(),
      y: claim.year,
      l: claim.language,
      x: now + linkLifetimeMs,
    }),
  ).toString("base64url");
  return `${payload}.${signFor(env, "statement-links", payload)}`;
}

/** What a token was made for, or null when it is forged, damaged or expired. */
export function verifyStatementToken(env: Pick<Env, "JWT_SECRET">, token: string): StatementClaim | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature || !verifyFor(env, "statement-links", payload, signature)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      e?: unknown;
      y?: unknown;
      l?: unknown;
      x?: unknown;
    };
    if (typeof data.e !== "string" || typeof data.y !== "number" || typeof data.x !== "number") return null;
    if (data.x < Date.now()) return null;
    return { email: data.e, year: data.y, language: data.l === "sw" ? "sw" : "en" };
  } catch {
    return null;
  }
}

export const statementUrl = (env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">, claim: StatementClaim) =>
  `${env.PUBLIC_BASE_URL}/api/donations/statement/download?token=${statementToken(env, claim)}`;
