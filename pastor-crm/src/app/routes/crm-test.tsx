import CrmTestPage from "../../features/crm-test/crm-test-page.tsx";

/** /admin/crm-test: the records test page. */
export default function CrmTestRoute() {
  return <CrmTestPage />;
}
