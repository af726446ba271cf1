/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CHAT_BASE?: string;
  readonly VITE_TOKEN_HEADER?: string;
  readonly VITE_USE_MOCK?: string;
  readonly VITE_FINANCE_HIDDEN_COMPANY_ID?: string;
  readonly VITE_STAFF_STATISTIC_COMPANY_ID?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_CUSTOMER_SERVICE_URL?: string;
  readonly VITE_PERMISSION_NAMES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One demo account of the embedded mock, as the login page lists it. */
interface DemoLoginAccount {
  readonly mobile: string;
  readonly password: string;
  readonly roleKey: string;
  readonly contact: string;
  readonly companyName: string;
}

/**
 * The embedded mock's demo accounts, set by vite.config.ts only for the dev server running on
 * the embedded mock; null in every build and with a real back end.
 */
declare const __DEMO_ACCOUNTS__: readonly DemoLoginAccount[] | null;
