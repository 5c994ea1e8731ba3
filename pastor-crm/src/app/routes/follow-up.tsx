import { FollowUpPage } from "../../features/care/components/follow-up-page.tsx";

/** /admin/crm/follow-up: the newcomers' follow-up steps. */
export default function FollowUpRoute() {
  return <FollowUpPage />;
}
