import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { recordPageView } from "../page-view.ts";

/** Counts each page view of the app (features/consent/page-view.ts), each move included. */
export function usePageAnalytics() {
  const { pathname } = useLocation();
  useEffect(recordPageView, [pathname]);
}
