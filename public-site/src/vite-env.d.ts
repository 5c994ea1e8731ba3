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

interface Window {
  /** Set by scripts/prerender.mjs while it renders pages to static HTML. */
  __PRERENDER__?: boolean;
}
