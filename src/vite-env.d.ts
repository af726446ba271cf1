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
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
