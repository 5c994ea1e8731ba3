/**
 * A form that cannot even be checked (its code never reached the phone: offline) is refused where the
 * visitor sees it: the layout's "you are offline" note shows and takes the focus, so it is read out.
 * What they typed stays in the form for when the connection is back.
 */
export function showOfflineNote(): void {
  const note = document.querySelector<HTMLElement>(".ps-offline-note");
  if (!note) return;
  document.documentElement.setAttribute("data-offline", "");
  note.tabIndex = -1;
  note.focus();
}
