import { HomePage } from "../../features/home/components/home-page.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export default function HomeRoute() {
  useDocumentTitle();
  return <HomePage />;
}
