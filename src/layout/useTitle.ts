import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a route/menu title key, falling back to the raw text when the key has no label.
 * The function changes only with the language, so memos that take it (the sidebar's items) hold.
 */
export function useTitle(): (key: string, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback((key, fallback) => t(key, { defaultValue: fallback ?? key.replace(/^(menu|route)\./, '') }), [t]);
}
