import { BatchPage } from "../../features/offerings/components/batch-page.tsx";

/** /admin/crm/offerings/:id: one batch. */
export default function OfferingBatchRoute() {
  return <BatchPage />;
}
