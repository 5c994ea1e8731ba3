import { churchInfo } from "@church/contracts";
import { escapeHtml } from "@church/web-server/escape";

export interface PageText {
  en: string;
  sw: string;
}

/**
 * The small pages behind the links of e-mails (newsletter, RSVP), in both languages (the reader may not
 * be the language chosen). Self-contained: no script, inline styles only.
 */
export function linkPage(
  title: PageText,
  text: PageText,
  status: 200 | 400,
  form?: { action: string; button: PageText },
): Response {
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button.en)} / <span lang="sw">${escapeHtml(form.button.sw)}</span></button></form>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title.en)} - ${escapeHtml(churchInfo.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
h1{font-size:1.4rem}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1e3a5f;color:#fff;cursor:pointer}
a{color:#1e3a5f}</style></head>
<body><main>
<h1>${escapeHtml(title.en)}</h1><p>${escapeHtml(text.en)}</p>
<h1 lang="sw">${escapeHtml(title.sw)}</h1><p lang="sw">${escapeHtml(text.sw)}</p>
${formHtml}
<p><a href="/">${escapeHtml(churchInfo.name)}</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      // Links are personal: never kept by shared caches.
      "cache-control": "no-store",
    },
  });
}
