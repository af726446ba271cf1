/**
 * Visited views (the tabs bar). Tracked whether or not the tabs bar is shown, so keep-alive
 * can bound its cache by them. The dashboard is affixed and cannot be closed.
 * Close rules: closing the active tab goes to the last remaining tab, or home.
 */
import { create } from 'zustand';
import type { TitleLabels } from '@/auth/menuTitle';
import { registerStoreReset } from './resetRegistry';

export interface VisitedView {
  /** Pathname: one tab per page (its query can change inside the tab). */
  path: string;
  /** Pathname + search, where the tab leads. */
  fullPath: string;
  /** i18n key of the title, and the text used when the key is missing. */
  title: string;
  fallbackTitle?: string;
  /** The page's stored zh/en labels (a page created in page management). */
  labels?: TitleLabels;
  affix: boolean;
}

export const HOME_PATH = '/';
const DASHBOARD_VIEW: VisitedView = { path: '/dashboard', fullPath: '/dashboard', title: 'route.dashboard', affix: true };

interface TagsState {
  views: VisitedView[];
  /** Pages to remount on their next visit (Refresh). */
  refreshed: Record<string, number>;
  /** Adds a view, or updates its fullPath/title when it is already open. */
  visit: (view: VisitedView) => void;
  /** Closes a tab (affixed ones stay); returns where to go when it was the active one. */
  close: (path: string, activePath: string) => string | null;
  closeOthers: (path: string) => void;
  /** Closes every non-affixed tab; returns where to go. */
  closeAll: () => string;
  /** Marks a page to remount (the tabs' Refresh). */
  refresh: (path: string) => void;
}

const initial = () => ({ views: [DASHBOARD_VIEW], refreshed: {} });

export const useTags = create<TagsState>()((set, get) => ({
  ...initial(),

  visit(view) {
    const views = get().views;
    const index = views.findIndex((item) => item.path === view.path);
    if (index === -1) set({ views: [...views, view] });
    else if (views[index].fullPath !== view.fullPath || views[index].title !== view.title || views[index].labels !== view.labels) {
      set({
        views: views.map((item, i) =>
          i === index ? { ...item, fullPath: view.fullPath, title: view.title, fallbackTitle: view.fallbackTitle, labels: view.labels } : item,
        ),
      });
    }
  },

  close(path, activePath) {
    const views = get().views;
    const target = views.find((item) => item.path === path);
    if (!target || target.affix) return null;
    const remaining = views.filter((item) => item.path !== path);
    set({ views: remaining });
    if (path !== activePath) return null;
    return remaining.at(-1)?.fullPath ?? HOME_PATH;
  },

  closeOthers(path) {
    set({ views: get().views.filter((item) => item.affix || item.path === path) });
  },

  closeAll() {
    const remaining = get().views.filter((item) => item.affix);
    set({ views: remaining });
    return remaining.at(-1)?.fullPath ?? HOME_PATH;
  },

  refresh(path) {
    set({ refreshed: { ...get().refreshed, [path]: (get().refreshed[path] ?? 0) + 1 } });
  },
}));

registerStoreReset(() => useTags.setState(initial()));
