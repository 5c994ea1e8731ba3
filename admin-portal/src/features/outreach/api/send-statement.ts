import { type DonationStatementRequest, routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** E-mails the donor the statement PDF (attached) with a download link. */
export function useSendStatement() {
  return useMutation({
    mutationFn: (body: DonationStatementRequest) => api.call(routes.donations.sendStatement, { body }),
  });
}
