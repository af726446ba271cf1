import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysPage } from '@/api/user';
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

/**
 * A role page's title as the menu shows it: the label tables' text for its key, else its stored
 * label of the language in force (a page created in page management), else the key. Every screen
 * that names a page (page management, the role editor) names it so.
 *
 * @example const pageTitle = usePageTitle(); pageTitle(page) // '公司设置'
 */
export function usePageTitle(): (page: Pick<SysPage, 'pageTitle' | 'pageName' | 'titleZh' | 'titleEn'>) => string {
  const title = useTitle();
  return useCallback(
    (page) => {
      const key = page.pageTitle || page.pageName;
      return title(`menu.${key}`, key, { zh: page.titleZh, en: page.titleEn });
    },
    [title],
  );
}
