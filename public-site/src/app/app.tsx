import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18nInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { type RenderInfo, RenderInfoProvider } from "../lib/render-info.tsx";

export interface AppProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
  info: RenderInfo;
  /** The router (the browser's RouterProvider, the server's StaticRouterProvider). */
  children: ReactNode;
}

/** Everything the screens expect around them, the same on the server and in the browser. */
export function App({ queryClient, i18n, info, children }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderInfoProvider info={info}>{children}</RenderInfoProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
