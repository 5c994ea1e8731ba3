// The build configuration of the three apps, once: each app's vite.config.ts and
// module-federation.config.ts call these with the app's name. The component tests' Vitest config is
// `@church/vite-config/component-tests` (plain JavaScript: Vitest loads it with Node).
export { federationConfig, type SharedSingleton, sharedSingletons } from "./federation.ts";
export {
  apiOrigin,
  devOrigins,
  devServer,
  oneOriginInDev,
  publicSiteRemoteDevOrigin,
} from "./one-origin-dev.ts";
export { staffAppConfig } from "./staff-app.ts";
