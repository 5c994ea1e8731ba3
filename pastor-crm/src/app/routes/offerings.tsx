import { OfferingsList } from "../../features/offerings/components/offerings-list.tsx";

/** /admin/crm/offerings: the offering batches. */
export default function OfferingsRoute() {
  return <OfferingsList />;
}
