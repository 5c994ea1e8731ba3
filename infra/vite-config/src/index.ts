// The build configuration of the three apps, once: each app's vite.config.ts and
// module-federation.config.ts call these with the app's name.
export { federationConfig, type SharedSingleton, sharedSingletons } from "./federation.ts";
export { apiOrigin, devOrigins, devServer, oneOriginInDev } from "./one-origin-dev.ts";
export { staffAppConfig } from "./staff-app.ts";
