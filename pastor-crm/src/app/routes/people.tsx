import { OpenFollowUps } from "../../features/care-notes/components/open-follow-ups.tsx";
import { PeopleList } from "../../features/people/components/people-list.tsx";

/** /admin/crm/people: the people of the meeting, and the visits still to follow up. */
export default function PeopleRoute() {
  return <PeopleList aside={<OpenFollowUps />} />;
}
