import "@church/ui-kit/styles.css";
import "./app/app.css";
import "./i18n/crm-app.texts.ts";
import { createStaffApp } from "@church/ui-kit/staff-app";
import { routes } from "./app/router.tsx";
import CrmLayout from "./app/routes/layout.tsx";

// The staff apps' one shell (ui-kit): router, data cache, toasts, crash and 404 screens, mock mode.
await createStaffApp({ routes, layout: CrmLayout });
