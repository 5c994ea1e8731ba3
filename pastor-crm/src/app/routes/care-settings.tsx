import { CareSettingsPage } from "../../features/care/components/care-settings.tsx";

/** /admin/crm/care/settings: the follow-up steps, the welcome template and the care list's N weeks. */
export default function CareSettingsRoute() {
  return <CareSettingsPage />;
}
