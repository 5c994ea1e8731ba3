import { churchInfo, type DonationOrderInput } from "@church/contracts";
import { Alert } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { giveNs } from "../../../i18n/pages/give.ts";

export interface PaymentButtonsProps {
  /** The complete, contract-checked gift. */
  order: DonationOrderInput;
  /** Called once the server has captured and recorded the payment. */
  onPaid: () => void;
}

/**
 * Where the card and wallet buttons go. The server-side order and capture come with the giving
 * work (POST /api/donations/orders, then /api/donations/process); until then this says so plainly
 * and points to the office, so nobody believes a gift went through when it did not.
 */
export function PaymentButtons(_props: PaymentButtonsProps) {
  const { t } = useTranslation(giveNs);
  return (
    <Alert tone="info">
      <p>{t("payment.pending")}</p>
      <p>
        <a href={churchInfo.phoneHref}>{churchInfo.phone}</a> ·{" "}
        <a href={`mailto:${churchInfo.email}`}>{churchInfo.email}</a>
      </p>
    </Alert>
  );
}
