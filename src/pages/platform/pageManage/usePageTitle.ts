import { useCallback } from 'react';
import type { SysPage } from '@/api/user';
import { useTitle } from '@/layout/useTitle';

/**
 * A page's title as the menu shows it: the label tables' text for its key, else its stored label
 * of the language in force, else the key (auth/menuTitle).
 *
 * @example const pageTitle = usePageTitle(); pageTitle(page) // '公司设置'
 */
export function usePageTitle(): (page: SysPage) => string {
  const title = useTitle();
  return useCallback(
    (page: SysPage) => {
      const key = page.pageTitle || page.pageName;
      return title(`menu.${key}`, key, { zh: page.titleZh, en: page.titleEn });
    },
    [title],
  );
}
