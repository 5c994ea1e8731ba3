import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  givingReportQuerySchema,
  givingReportSchema,
  offeringBatchDetailSchema,
  offeringBatchesResponseSchema,
  offeringBatchInputSchema,
  offeringBatchResponseSchema,
  offeringCountInputSchema,
  offeringEntryInputSchema,
  offeringEntryResponseSchema,
} from "./offerings.schema.ts";

/**
 * Offerings by batch: the treasurer's work, done with a pastor-capable account (admin, pastor), so
 * every call is `access.pastoral`. A closed batch answers 409 to every change.
 */
export const offeringsEndpoints = {
  listBatches: defineEndpoint({
    method: "GET",
    path: "/api/crm/offerings/batches",
    summary: "Offering batches, newest Sunday first, with their totals",
    tag: "offerings",
    access: access.pastoral,
    response: offeringBatchesResponseSchema,
  }),
  openBatch: defineEndpoint({
    method: "POST",
    path: "/api/crm/offerings/batches",
    summary: "Open a batch for a Sunday",
    tag: "offerings",
    access: access.pastoral,
    body: offeringBatchInputSchema,
    response: offeringBatchResponseSchema,
    status: 201,
  }),
  getBatch: defineEndpoint({
    method: "GET",
    path: "/api/crm/offerings/batches/:id",
    summary: "One batch with its gifts (in the order entered) and totals by method and fund",
    tag: "offerings",
    access: access.pastoral,
    params: idParams,
    response: offeringBatchDetailSchema,
  }),
  setCount: defineEndpoint({
    method: "PUT",
    path: "/api/crm/offerings/batches/:id/count",
    summary: "The counted cash and cheque totals of an open batch",
    tag: "offerings",
    access: access.pastoral,
    params: idParams,
    body: offeringCountInputSchema,
    response: offeringBatchResponseSchema,
  }),
  closeBatch: defineEndpoint({
    method: "POST",
    path: "/api/crm/offerings/batches/:id/close",
    summary:
      "Close a batch whose counts match its gifts (409 otherwise); its tithes and offerings join that Sunday's record",
    tag: "offerings",
    access: access.pastoral,
    params: idParams,
    response: offeringBatchResponseSchema,
  }),
  addEntry: defineEndpoint({
    method: "POST",
    path: "/api/crm/offerings/batches/:id/entries",
    summary: "Add a gift to an open batch (409 when closed)",
    tag: "offerings",
    access: access.pastoral,
    params: idParams,
    body: offeringEntryInputSchema,
    response: offeringEntryResponseSchema,
    status: 201,
  }),
  updateEntry: defineEndpoint({
    method: "PUT",
    path: "/api/crm/offerings/entries/:id",
    summary: "Change a gift of an open batch (409 when closed)",
    tag: "offerings",
    access: access.pastoral,
    params: idParams,
    body: offeringEntryInputSchema,
    response: offeringEntryResponseSchema,
  }),
  deleteEntry: defineEndpoint({
    method: "DELETE",
    path: "/api/crm/offerings/entries/:id",
    summary: "Remove a gift from an open batch (409 when closed)",
    tag: "offerings",
    access: access.pastoral,
    params: idParams,
    response: okSchema,
  }),
  givingReport: defineEndpoint({
    method: "GET",
    path: "/api/crm/offerings/report",
    summary:
      "Giving by method (cash, cheque, M-Pesa, online) and by fund per month (Buffalo calendar), as JSON, CSV or PDF",
    tag: "offerings",
    access: access.pastoral,
    query: givingReportQuerySchema,
    response: givingReportSchema,
    produces: ["application/json", "text/csv", "application/pdf"],
  }),
};
