import { useMatches } from 'react-router-dom';
import type { TitleLabels } from '@/auth/menuTitle';

/**
 * Route `handle` meta, read by the breadcrumb, the tabs and the document title.
 *
 * @example { path: 'dashboard', handle: { title: 'route.dashboard', affix: true } satisfies RouteMeta }
 */
export interface RouteMeta {
  /** i18n key of the title (`route.*` for static routes, `menu.*` for menu routes). */
  title: string;
  /** Text used when the key has no translation (a page title the label tables lack). */
  fallbackTitle?: string;
  /** The page's stored zh/en labels (a page created in page management), used before the fallback. */
  labels?: TitleLabels;
  /** Route name (the role page's pageName), e.g. 'UnitedAuntHall'. */
  name?: string;
  /** Hidden from the menu. */
  hidden?: boolean;
  /** Pinned in the tabs bar; cannot be closed. */
  affix?: boolean;
  /** Not kept alive: remounts every time it is opened (Profile). */
  noCache?: boolean;
  /** Not shown as a tab (e.g. /redirect). */
  noTab?: boolean;
  /** Ancestors shown between the root and the page in the breadcrumb. */
  breadcrumb?: { title: string; fallbackTitle?: string; labels?: TitleLabels; path: string }[];
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';
}

/** The meta of the deepest matched route that has one (the page shown), or undefined. */
export function useRouteMeta(): RouteMeta | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteMeta)
    .at(-1);
}
