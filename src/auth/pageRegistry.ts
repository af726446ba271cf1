/**
 * Page registry: a role page's `component` (e.g. 'aunt/list') names the module
 * src/pages/aunt/list/index.tsx. Built with import.meta.glob so every page is its own chunk.
 */
import type { PageModule } from '@/app/lazyPage';

const modules = import.meta.glob<PageModule>('../pages/**/index.tsx');

const registry = new Map<string, () => Promise<PageModule>>(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\.\/pages\//, '').replace(/\/index\.tsx$/, ''), load]),
);

/** The loader of a registered page, or null when no page has that name ('x/index' names the folder x, as 'x' does). */
export function findPage(component: string): (() => Promise<PageModule>) | null {
  const name = component.replace(/^\/+|\/+$/g, '');
  return registry.get(name) ?? registry.get(name.replace(/\/index$/, '')) ?? null;
}

/** Every registered page's name (domain/pageModules keeps the same list for the mock and page management). */
export function registeredPageNames(): string[] {
  return [...registry.keys()].sort();
}

/**
 * Starts fetching a page's code ahead of its opening (the sidebar calls it when staff open a
 * menu section or point at an entry), so the click waits only for the page's data. Quiet: a
 * failure here is met again, and shown, when the page itself loads.
 */
export function prefetchPage(component: string): void {
  findPage(component)?.().catch(() => undefined);
}
