import { ApiTestPage } from "../../features/system/components/api-test-page.tsx";

export default function ApiTestRoute() {
  return <ApiTestPage />;
}
