import { useParams } from "react-router-dom";
import { PersonFollowUp } from "../../features/care/components/person-follow-up.tsx";
import { PersonPage } from "../../features/people/components/person-page.tsx";

/** /admin/crm/people/:id: one person's page. */
export default function PersonRoute() {
  const { id = "" } = useParams();
  // A new id is a new page: nothing of the last person's state stays.
  return <PersonPage key={id} id={id} care={<PersonFollowUp personId={id} />} />;
}
