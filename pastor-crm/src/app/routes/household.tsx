import { useParams } from "react-router-dom";
import { HouseholdCarePage } from "../../features/care-notes/components/household-care-page.tsx";

/** /admin/crm/households/:id: a household's members and visits. */
export default function HouseholdRoute() {
  const { id = "" } = useParams();
  return <HouseholdCarePage key={id} id={id} />;
}
