import { componentTestConfig } from "@church/vite-config/component-tests";

export default componentTestConfig("./src/testing/setup-tests.ts");
