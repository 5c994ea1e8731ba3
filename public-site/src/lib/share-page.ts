import { notify } from "./toast.ts";

/**
 * Shares a page: the phone's share sheet where there is one, else its address copied (`copied` says
 * so in a toast), else the address shown, to copy by hand. A share the visitor cancels ends quietly.
 */
export async function sharePage(page: { title: string; text?: string; url: string }, copied: string) {
  if (navigator.share) {
    try {
      await navigator.share(page);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(page.url);
    notify.success(copied);
  } catch {
    notify.error(page.url);
  }
}
