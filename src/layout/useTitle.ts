import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { titleText, type TitleLabels } from '@/auth/menuTitle';

/**
 * Translates a route/menu title key; when the key has no label, the page's stored label of the
 * language in force (a page created in page management), else the raw text (auth/menu titleText).
 * The function changes only with the language, so memos that take it (the sidebar's items) hold.
 *
 * @example const title = useTitle(); title(`menu.${node.titleKey}`, node.titleKey, node.labels)
 */
export function useTitle(): (key: string, fallback?: string, labels?: TitleLabels) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key, fallback, labels) => titleText(i18n.exists(key) ? t(key) : null, labels, i18n.language, fallback ?? key.replace(/^(menu|route)\./, '')),
    // t changes with the language; i18n is one object.
    [t, i18n],
  );
}
