import { useTranslation } from "react-i18next";
import { UnderConstruction } from "../../../components/under-construction.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { worshipNs } from "../worship.texts.ts";
import { ServiceCountdown } from "./service-countdown.tsx";

/** Service Times: the spec's placeholder page, with the Sunday service time and countdown. */
export default function ServiceTimesPage() {
  const { t } = useTranslation(worshipNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.serviceTimes");
  const crumbs = [{ name: ts("pages.worship"), path: "/worship" }];
  usePageMeta({
    title,
    description: t("times.metaDescription"),
    path: "/worship/times",
    breadcrumbs: [...crumbs, { name: title, path: "/worship/times" }],
  });
  return (
    <UnderConstruction title={title} description={t("times.description")} crumbs={crumbs}>
      <div className="ps-narrow">
        <ServiceCountdown />
      </div>
    </UnderConstruction>
  );
}
