import RecordsScreen from "../../exposed/records-screen.tsx";

/** /admin/crm: the records portal as its own page (the admin portal embeds the same module). */
export default function RecordsRoute() {
  return <RecordsScreen />;
}
