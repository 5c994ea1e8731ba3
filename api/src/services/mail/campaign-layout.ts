import { churchInfo, type Language } from "@church/contracts";
import { escapeHtml } from "@church/web-server/escape";

/**
 * The newsletter e-mail: the church's header, the campaign's rich text, the sender's sign-off and the
 * subscriber's own unsubscribe link (the content comes sanitised, as stored), as HTML (a single centred column with inline styles, which mail
 * programs keep) and as plain text for programs that show no HTML. The preview shows this very HTML.
 */
export interface CampaignMail {
  subject: string;
  html: string;
  text: string;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of rich text as plain text: paragraphs apart, list items with dashes, links with their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
      label.replace(/<[^>]*>/g, "").trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol)>/gi, "\n\n")
    .replace(/<\/li>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Older campaigns were plain text: their paragraphs become HTML paragraphs. */
const asHtml = (content: string) =>
  /<[a-z][^>]*>/i.test(content)
    ? content
    : content
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
        .join("");

const texts = {
  en: {
    from: (name: string) => `From ${name}`,
    why: "You receive this e-mail because you subscribed to our newsletter.",
    unsubscribe: "Unsubscribe",
  },
  sw: {
    from: (name: string) => `Kutoka kwa ${name}`,
    why: "Unapokea barua pepe hii kwa sababu ulijiandikisha kupokea jarida letu.",
    unsubscribe: "Jiondoe",
  },
} as const;

export function campaignMail(
  language: Language,
  f: { subject: string; content: string; senderName: string; unsubscribeUrl: string },
): CampaignMail {
  const t = texts[language];
  const church = language === "sw" ? churchInfo.nameSw : churchInfo.name;
  const body = asHtml(f.content);
  const p = "margin:0 0 16px;";
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(f.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f1ea;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Georgia,'Times New Roman',serif;color:#2b2622;">
<tr><td style="padding:20px 28px;background:#3d5a40;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold;">${escapeHtml(church)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6;">
<h1 style="${p}font-size:24px;line-height:1.3;">${escapeHtml(f.subject)}</h1>
${body.replace(/<p>/g, `<p style="${p}">`)}
<p style="${p}color:#5c544c;">${escapeHtml(t.from(f.senderName))}</p>
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e6e0d6;font-family:Arial,sans-serif;font-size:13px;line-height:1.5;color:#6b6259;">
${escapeHtml(church)} · ${escapeHtml(churchInfo.addressLine)} · ${escapeHtml(churchInfo.phone)}<br>
${escapeHtml(t.why)} <a href="${escapeHtml(f.unsubscribeUrl)}" style="color:#3d5a40;">${t.unsubscribe}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    church,
    "",
    f.subject,
    "",
    htmlToText(body),
    "",
    t.from(f.senderName),
    "",
    "--",
    `${church}, ${churchInfo.addressLine}, ${churchInfo.phone}`,
    `${t.why} ${t.unsubscribe}: ${f.unsubscribeUrl}`,
  ].join("\n");
  return { subject: f.subject, html, text };
}
