import * as uiKit from "@church/ui-kit";
import type { SharedSingleton } from "@church/vite-config";
import * as reactQuery from "@tanstack/react-query";
import * as i18next from "i18next";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import * as reactI18next from "react-i18next";
import {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from "react-router-dom";
import * as sonner from "sonner";

/**
 * React Router as this page provides it to remotes: the exports the public site itself uses (it
 * bundles only those; providing the whole package would put all of it in every visitor's first
 * load). A remote loaded into the public site must make do with these; today only the admin
 * portal's signed-in menu is, and it uses none.
 */
const reactRouter = {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
};

type Module = Record<string, unknown>;
interface Share {
  version: string;
  lib: () => Module;
  shareConfig: { singleton: true; requiredVersion: false };
}

/** The versions this build bundles (vite.config.ts reads them from the packages). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * This page's instances of the libraries that must exist once per page, for the share scope: a
 * remote (built with these as singletons) uses them instead of its own copies. Loaded with the
 * federation runtime, only when a remote is first needed.
 */
export function providedShares() {
  const share = (name: SharedSingleton, module: Module): Share => ({
    version: __SHARED_VERSIONS__[name] ?? "0.0.0",
    lib: () => module,
    shareConfig: { singleton: true, requiredVersion: false as const },
  });
  return {
    react: share("react", React),
    "react/jsx-runtime": share("react", jsxRuntime),
    "react-dom": share("react-dom", ReactDOM),
    "react-dom/client": share("react-dom", ReactDOMClient),
    "react-router-dom": share("react-router-dom", reactRouter),
    i18next: share("i18next", i18next),
    "react-i18next": share("react-i18next", reactI18next),
    "@church/ui-kit": share("@church/ui-kit", uiKit),
    "@tanstack/react-query": share("@tanstack/react-query", reactQuery),
    sonner: share("sonner", sonner),
  } satisfies Record<SharedSingleton, Share> & Record<string, Share>;
}
