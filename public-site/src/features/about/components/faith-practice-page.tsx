import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { UnderConstruction } from "../../../components/under-construction.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { aboutNs } from "../about.texts.ts";

/** Faith & Practice: the spec's placeholder page. */
export default function FaithPracticePage() {
  const { t } = useTranslation(aboutNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.faithPractice");
  const crumbs = [{ name: ts("pages.about"), path: "/about" }];
  usePageMeta({
    title,
    description: t("faith.metaDescription"),
    path: "/about/faith-practice",
    breadcrumbs: [...crumbs, { name: title, path: "/about/faith-practice" }],
  });
  return (
    <UnderConstruction title={title} description={t("faith.description")} crumbs={crumbs}>
      <p>
        <Link to="/programs">{t("faith.readMore")}</Link>
      </p>
    </UnderConstruction>
  );
}
