/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "1" starts the app with MSW answering /api from @church/contracts/mocks. */
  readonly VITE_MOCK_API?: string;
  /** The address visitors use (canonical URLs, social cards); the church's website by default. */
  readonly VITE_SITE_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** React, React Router and the other shared packages' versions (vite.config.ts), for the share scope. */
declare const __SHARED_VERSIONS__: Record<string, string>;
