import { useMemo } from 'react';
import { buildMenuTree, type MenuNode } from '@/auth/menu';
import type { SysPage, UserInfo } from '@/api/user';
import { useSession } from '@/stores/session';
import { config } from '@/config';

/** The menu tree of a session: its pages plus the configured company rules. */
export function menuTreeOf(pages: readonly SysPage[], user: UserInfo | null): MenuNode[] {
  if (!user) return [];
  return buildMenuTree(pages, {
    companyId: user.company.companyId,
    financeHiddenCompanyId: config.financeHiddenCompanyId,
    staffStatisticCompanyId: config.staffStatisticCompanyId,
  });
}

/** Selector hook: the current user's menu tree (recomputed only when pages or user change). */
export function useMenuTree(): MenuNode[] {
  const pages = useSession((state) => state.pages);
  const user = useSession((state) => state.user);
  return useMemo(() => menuTreeOf(pages, user), [pages, user]);
}
