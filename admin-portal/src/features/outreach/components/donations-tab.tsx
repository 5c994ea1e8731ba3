import {
  type Donation,
  type DonationPeriod,
  donationFundLabels,
  donationKindLabel,
  donationPeriods,
  donationTypes,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, Card, DataTable, type DataTableColumn, SelectField, StatCard } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OpenedRowMissing, useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { type DonationTypeFilter, useDonations } from "../api/get-donations.ts";
import { outreachNamespace } from "../outreach.texts.ts";
import { StatementForm } from "./statement-form.tsx";
import "./outreach.css";

const typeFilters: readonly DonationTypeFilter[] = ["all", ...donationTypes];

/** Donations (view only): type and period filters, total and count, the table; annual statements. */
export function DonationsTab() {
  const { t, i18n } = useTranslation(outreachNamespace);
  const [type, setType] = useState<DonationTypeFilter>("all");
  const [period, setPeriod] = useState<DonationPeriod>("all");
  const donations = useDonations(type, period);
  const opened = useOpenedRow();
  const language = i18n.language === "sw" ? "sw" : "en";
  const locale = language === "sw" ? "sw-KE" : "en-US";
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const when = dateTimeFormat(i18n.language);

  const columns: DataTableColumn<Donation>[] = [
    {
      key: "donor",
      header: t("donations.donor"),
      rowHeader: true,
      cell: (d) => (
        <>
          {d.donorName}
          <div className="ap-muted">{d.donorEmail}</div>
        </>
      ),
      sortValue: (d) => d.donorName,
    },
    {
      key: "amount",
      header: t("donations.amount"),
      align: "end",
      cell: (d) => money.format(d.amount),
      sortValue: (d) => d.amount,
    },
    { key: "type", header: t("donations.type"), cell: (d) => donationKindLabel(d, language) },
    { key: "fund", header: t("donations.fund"), cell: (d) => donationFundLabels[d.category][language] },
    {
      key: "payment",
      header: t("donations.paymentId"),
      cell: (d) => <code>{d.stripePaymentId ?? d.paypalPaymentId ?? t("donations.na")}</code>,
    },
    {
      key: "date",
      header: t("common.date"),
      cell: (d) => when.format(new Date(d.donatedAt)),
      sortValue: (d) => d.donatedAt,
    },
  ];

  return (
    <Card title={t("donations.title")} headingLevel={1} description={t("donations.intro")}>
      <div className="ap-stack">
        <div className="ap-filters">
          <SelectField
            label={t("donations.type")}
            value={type}
            onChange={(event) => setType(typeFilters.find((v) => v === event.target.value) ?? "all")}
            options={typeFilters.map((v) => ({ value: v, label: t(`donations.types.${v}`) }))}
          />
          <SelectField
            label={t("donations.period")}
            value={period}
            onChange={(event) => setPeriod(donationPeriods.find((v) => v === event.target.value) ?? "all")}
            options={donationPeriods.map((v) => ({ value: v, label: t(`donations.periods.${v}`) }))}
          />
        </div>
        {donations.isError ? (
          <Alert
            tone="error"
            title={t("common.loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void donations.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {errorText(donations.error, "")}
          </Alert>
        ) : (
          <>
            <div className="ap-two-columns">
              <StatCard
                label={t("donations.total")}
                tone="success"
                loading={donations.isPending}
                value={donations.data ? money.format(donations.data.total) : ""}
              />
              <StatCard
                label={t("donations.count")}
                loading={donations.isPending}
                value={donations.data?.count ?? ""}
              />
            </div>
            {donations.data && <OpenedRowMissing id={opened.id} shown={donations.data.donations} />}
            <DataTable
              stackOnNarrow
              rowProps={(d) => opened.rowProps(d.id)}
              caption={t("donations.caption")}
              hideCaption
              columns={columns}
              rows={donations.data?.donations ?? []}
              getRowKey={(d) => d.id}
              loading={donations.isPending}
              empty={t("donations.empty")}
              defaultSort={{ key: "date", direction: "descending" }}
            />
          </>
        )}
        <StatementForm />
      </div>
    </Card>
  );
}
