/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "1" starts the app with MSW answering /api from @church/contracts/mocks. */
  readonly VITE_MOCK_API?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
