import { type StaffTagNames, tagText } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";

export const tagNamesQuery = () =>
  queryOptions({
    queryKey: ["tag-names"],
    queryFn: async (): Promise<StaffTagNames> =>
      Object.fromEntries(
        (await api.call(routes.tagNames.list)).items.map((entry) => [entry.tag, entry.nameSw]),
      ),
    staleTime: 10 * 60_000,
    retry: 1,
  });

/**
 * Tags as the visitor reads them: `tag("youth")` is `{ text: "#vijana" }` on a Swahili page, with the
 * names staff gave new tags; a tag nobody named keeps its English text, with `lang: "en"`.
 */
export function useTagText() {
  const { language } = useLanguage();
  const names = useQuery(tagNamesQuery()).data;
  return useMemo(() => (tag: string) => tagText(tag, language, names), [language, names]);
}
