import { CareListsPage } from "../../features/care/components/care-lists.tsx";

/**
 * /admin/crm/care: the weekly care lists. Open visit follow-ups (the visits feature, to come) join as
 * a card passed in `more`.
 */
export default function CareRoute() {
  return <CareListsPage />;
}
