import { useTranslation } from 'react-i18next';

/** Translates a route/menu title key, falling back to the raw text when the key has no label. */
export function useTitle(): (key: string, fallback?: string) => string {
  const { t } = useTranslation();
  return (key, fallback) => t(key, { defaultValue: fallback ?? key.replace(/^(menu|route)\./, '') });
}
