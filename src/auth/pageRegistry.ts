/**
 * Page registry: a role page's `component` (e.g. 'aunt/list') names the module
 * src/pages/aunt/list/index.tsx. Built with import.meta.glob so every page is its own chunk.
 * `resolvePage` is the one way a role page finds its module: the configured aliases, the
 * component, then the route path (domain/pageModules resolvePageModule).
 */
import type { PageModule } from '@/app/lazyPage';
import { config } from '@/config';
import { resolvePageModule, type PageRef, type PageResolution } from '@/domain/pageModules';

const modules = import.meta.glob<PageModule>('../pages/**/index.tsx');

const registry = new Map<string, () => Promise<PageModule>>(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\.\/pages\//, '').replace(/\/index\.tsx$/, ''), load]),
);

/** Every registered page's name (domain/pageModules keeps the same list for the mock and page management). */
export function registeredPageNames(): string[] {
  return [...registry.keys()].sort();
}

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
  const load = module ? (registry.get(module) ?? null) : null;
  return load ? { how, module, load } : { how: 'none', module: null, load: null };
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
