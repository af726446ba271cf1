/**
 * The tabs of the aunt and order lists (custom tabs, /company/getCustomTabField): the built-in
 * ones (always there; an admin may hide or move them, 'all' always shows), the keys of the tabs a
 * company adds, and their limits. Shared by the settings page, the lists and the mock.
 */
import { ORDER_TABS } from './orderCodes';
import type { TabType } from './tabRuleFields';

export const ALL_TAB_KEY = 'all';

/** Aunt tabs: all and one per work status. */
export const workStatusTabKey = (status: number): string => `workStatus-${status}`;

export const BUILT_IN_TABS: Readonly<Record<TabType, readonly string[]>> = {
  aunt: [ALL_TAB_KEY, ...[1, 2, 3, 4, 5, 6].map(workStatusTabKey)],
  order: ORDER_TABS.map((tab) => tab.key),
};

/** A tab the company added: `c_` and 1-20 lower-case letters or digits. */
export const CUSTOM_TAB_KEY_RE = /^c_[a-z0-9]{1,20}$/;

export const CUSTOM_TAB_LIMITS = {
  customTabs: 20,
  nameLength: 12,
} as const;

export const isBuiltInTab = (tabType: TabType, tabKey: string): boolean => BUILT_IN_TABS[tabType].includes(tabKey);

/** A fresh key for a new tab (the time in base 36 and a random tail: unique enough among one company's 20 tabs). */
export function newCustomTabKey(now: number = Date.now(), random: () => number = Math.random): string {
  return `c_${now.toString(36)}${Math.floor(random() * 1296).toString(36)}`.slice(0, 22);
}
