import { churchInfo } from "@church/contracts";
import { useEffect } from "react";

/** "Topic | Church name"; the church name alone when there is no topic (public-site.md section 1). */
export function useDocumentTitle(topic?: string) {
  useEffect(() => {
    document.title = topic ? `${topic} | ${churchInfo.name}` : churchInfo.name;
  }, [topic]);
}
