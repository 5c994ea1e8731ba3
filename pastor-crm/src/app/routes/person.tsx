import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { PersonFollowUp } from "../../features/care/components/person-follow-up.tsx";
import { PersonCareSection } from "../../features/care-notes/components/person-care-section.tsx";
import { peopleQueryKeys } from "../../features/people/api/query-keys.ts";
import { personName } from "../../features/people/components/person-name.ts";
import { PersonPage } from "../../features/people/components/person-page.tsx";

/** /admin/crm/people/:id: one person's page, with their visits and pastoral notes. */
export default function PersonRoute() {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  // A new id is a new page: nothing of the last person's state stays.
  return (
    <PersonPage
      key={id}
      id={id}
      care={<PersonFollowUp personId={id} />}
      sections={(person) => (
        <PersonCareSection
          person={{ id: person.id, name: personName(person), household: person.household }}
          // A visit or note shows on the timeline too.
          onSaved={() => void queryClient.invalidateQueries({ queryKey: peopleQueryKeys.person(person.id) })}
        />
      )}
    />
  );
}
