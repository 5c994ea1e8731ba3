/** The page load under way, once one has started: this page is being left. */
let leavingFor: string | undefined;

/**
 * A full page load of another app's page (the pastor portal's), once per page: after a sign-in both the
 * sign-in's answer and the session it sets lead there, and a second load of the same address cut the
 * first one off (the browser's ERR_ABORTED), loading the page twice. Replaces this page in the history,
 * as a redirect does.
 */
export function loadPage(url: string): void {
  if (leavingFor !== undefined) return;
  leavingFor = url;
  window.location.replace(url);
}
