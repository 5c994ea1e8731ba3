import { CareListsPage } from "../../features/care/components/care-lists.tsx";
import { OpenFollowUps } from "../../features/care-notes/components/open-follow-ups.tsx";

/** /admin/crm/care: the weekly care lists, with the visits still to follow up (the visits feature). */
export default function CareRoute() {
  return <CareListsPage more={<OpenFollowUps />} />;
}
