import { analyticsExportExtension, routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

export type AnalyticsFormat = keyof typeof analyticsExportExtension;

/** Downloads the server's file and hands it to the browser ("excel saved as xlsx"). */
export function useExportAnalytics() {
  return useMutation({
    mutationFn: async (format: AnalyticsFormat) => {
      const { blob, filename } = await api.download(routes.analytics.export, { query: { format } });
      const name = filename ?? `analytics.${analyticsExportExtension[format]}`;
      saveFile(blob, name);
      return name;
    },
  });
}
