/**
 * The browser's runtime configuration: the server makes it from its settings
 * (server/src/web/client-config.ts) and puts it into every page as a JSON script tag; the client
 * reads it once at start-up (client/src/config/runtime.ts). One built client serves every
 * environment.
 */
export interface ClientConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
    measurementId: string;
  };
  /** Set outside production: the Auth emulator the browser should talk to. */
  authEmulatorUrl: string | null;
  solutionsMenuLabel: string;
  /** The operator's address (OPERATOR_EMAIL): the rules pages show the one inquiries are mailed to. */
  operatorEmail: string;
  trialDomains: string[];
  /** Where the browser posts fresh ID tokens; null: no sync. */
  tokenSyncUrl: string | null;
}
