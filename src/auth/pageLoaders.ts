/**
 * The page modules' loaders: import.meta.glob over src/pages/<name>/index.tsx, so every page is
 * its own chunk. Its own chunk too (auth/pageRegistry loads it with the first page it opens): its
 * table of every page's files is not part of the first load.
 */
import type { PageModule } from '@/app/lazyPage';

const modules = import.meta.glob<PageModule>('../pages/**/index.tsx');

const loaders = new Map<string, () => Promise<PageModule>>(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\.\/pages\//, '').replace(/\/index\.tsx$/, ''), load]),
);

/** Every page module's name (domain/pageModules PAGE_MODULES lists the same, for the mock and page management). */
export function registeredPageNames(): string[] {
  return [...loaders.keys()].sort();
}

/** Loads the page module `name` (one of registeredPageNames). */
export function loadPage(name: string): Promise<PageModule> {
  const load = loaders.get(name);
  return load ? load() : Promise.reject(new Error(`No page module ${name}`));
}
