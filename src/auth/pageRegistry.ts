/**
 * Page registry: a role page's `component` (e.g. 'aunt/list') names the module
 * src/pages/aunt/list/index.tsx, one of domain/pageModules PAGE_MODULES (the same names as
 * auth/pageLoaders' glob, tests/unit/page-rules.test.ts). `resolvePage` is the one way a role
 * page finds its module: the configured aliases, the component, then the route path
 * (domain/pageModules resolvePageModule). The loaders' chunk comes with the first page opened.
 */
import type { PageModule } from '@/app/lazyPage';
import { config } from '@/config';
import { resolvePageModule, type PageRef, type PageResolution } from '@/domain/pageModules';

const loaderOf = (module: string) => () => import('./pageLoaders').then(({ loadPage }) => loadPage(module));

export type { PageRef, PageResolution };

export interface ResolvedPage {
  /** Which rule found the module ('none': nothing did). */
  how: PageResolution;
  /** The registry name of the module, or null. */
  module: string | null;
  /** The module's loader, or null. */
  load: (() => Promise<PageModule>) | null;
}

/**
 * The module a role page opens, by `config.pageAliases[component]`, the component, then the
 * route path (`config.pageAliases[path]`, the path as a module name).
 *
 * @example resolvePage({ component: 'views/worker/List', path: '/aunt/list' }).module // 'aunt/list'
 */
export function resolvePage(page: PageRef): ResolvedPage {
  const { how, module } = resolvePageModule(page, config.pageAliases);
  return module ? { how, module, load: loaderOf(module) } : { how: 'none', module: null, load: null };
}

/**
 * Starts fetching a page's code ahead of its opening (the sidebar calls it when staff open a
 * menu section or point at an entry), so the click waits only for the page's data. Quiet: a
 * failure here is met again, and shown, when the page itself loads.
 */
export function prefetchPage(page: PageRef): void {
  resolvePage(page)
    .load?.()
    .catch(() => undefined);
}
