import { PeopleList } from "../../features/people/components/people-list.tsx";

/** /admin/crm/people: the people of the meeting. */
export default function PeopleRoute() {
  return <PeopleList />;
}
