import { federationConfig } from "@church/vite-config";

// The modules other apps may load (src/exposed/); shared singletons and the rest: @church/vite-config.
export default federationConfig("adminPortal", { "./SignedInMenu": "./src/exposed/signed-in-menu.tsx" });
