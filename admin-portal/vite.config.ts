import { staffAppConfig } from "@church/vite-config";
import mfConfig from "./module-federation.config.ts";

// One build, host and remote at once, the dev server on this app's fixed port: @church/vite-config.
export default staffAppConfig("adminPortal", mfConfig);
