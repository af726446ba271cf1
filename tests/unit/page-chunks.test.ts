import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { PAGES_WITHOUT_LAYOUT, pageChunkGroup } from '../tooling/pageChunks';

const ROOT = '/project';
const antd = (file: string) => `${ROOT}/node_modules/antd/es/${file}`;
const src = (file: string) => `${ROOT}/src/${file}`;

/** A module graph as rolldown's chunking context gives it: code, static and lazy imports. */
function graph(modules: Record<string, { code?: string; imports?: string[]; lazy?: string[] }>): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return { id, code: module.code ?? '', importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] } as unknown as ModuleInfo;
    },
  };
}

const app = {
  [src('main.tsx')]: {
    code: 'import { Button } from "antd";\nimport "./i18n/index";',
    imports: [antd('index.js'), src('i18n/index.ts')],
    lazy: [src('layout/MainLayout.tsx'), src('pages/login/index.tsx'), src('pages/dashboard/index.tsx')],
  },
  [src('i18n/index.ts')]: { lazy: [src('i18n/featuresEn.ts')] },
  [src('i18n/featuresEn.ts')]: { imports: [src('i18n/menuTexts.ts')] },
  [src('i18n/menuTexts.ts')]: {},
  [antd('index.js')]: {
    code: [
      "import warning from './_util/warning';",
      "export { default as Button } from './button';",
      "export { default as Menu } from './menu';",
      "export { default as Table, TableProps } from './table';",
      "export { default as Drawer } from './drawer';",
    ].join('\n'),
    imports: [antd('_util/warning.js'), antd('button/index.js'), antd('menu/index.js'), antd('table/index.js'), antd('drawer/index.js')],
  },
  [antd('_util/warning.js')]: {},
  [antd('button/index.js')]: {},
  [antd('menu/index.js')]: {},
  [antd('table/index.js')]: {},
  [antd('drawer/index.js')]: {},
  [src('pages/login/index.tsx')]: { code: 'import { Drawer as LoginDrawer } from "antd";', imports: [antd('index.js')] },
  [src('layout/MainLayout.tsx')]: {
    code: 'import { Menu, Button } from "antd";\nimport "../i18n/menuTexts";\nimport "./SideMenu";',
    imports: [antd('index.js'), src('i18n/menuTexts.ts'), src('layout/SideMenu.tsx')],
  },
  [src('layout/SideMenu.tsx')]: {},
  [src('pages/dashboard/index.tsx')]: { code: 'import { Table } from "antd";', imports: [antd('index.js')] },
};

describe('page chunks (vite.config codeSplitting)', () => {
  const chunkOf = (modules: typeof app) => {
    const group = pageChunkGroup(ROOT);
    const ctx = graph(modules);
    return (id: string) => group.name(id, ctx);
  };

  it("puts the shell's and the dashboard's own modules, antd's included, in their stage's chunk", () => {
    const chunk = chunkOf(app);
    expect(chunk(src('layout/SideMenu.tsx'))).toBe('app-shell');
    expect(chunk(antd('menu/index.js'))).toBe('app-shell');
    expect(chunk(antd('table/index.js'))).toBe('page-dashboard');
    // The stage's root keeps its own lazily loaded chunk.
    expect(chunk(src('layout/MainLayout.tsx'))).toBeNull();
  });

  it('leaves out what the entry, /login or the English texts load, so none of them fetches a stage', () => {
    const chunk = chunkOf(app);
    expect(chunk(antd('button/index.js'))).toBeNull(); // the entry's
    expect(chunk(antd('drawer/index.js'))).toBeNull(); // /login's, imported under another name
    expect(chunk(src('i18n/menuTexts.ts'))).toBeNull(); // the English pack's
  });

  it("follows antd's whole index when an import from it is not a plain list of names", () => {
    const chunk = chunkOf({ ...app, [src('pages/login/index.tsx')]: { code: 'import * as antd from "antd";', imports: [antd('index.js')] } });
    expect(chunk(antd('menu/index.js'))).toBeNull();
    expect(chunk(antd('table/index.js'))).toBeNull();
    expect(chunk(src('layout/SideMenu.tsx'))).toBe('app-shell');
  });

  it('names every page the route table serves outside the main layout (app/routes.tsx)', () => {
    const routes = readFileSync(path.resolve(__dirname, '../../src/app/routes.tsx'), 'utf8');
    const layoutAt = routes.indexOf("import('@/layout/MainLayout')");
    const pages = (text: string) => [...text.matchAll(/import\('@\/pages\/([^']+)'\)/g)].map((match) => match[1]!);
    const covered = (page: string) => PAGES_WITHOUT_LAYOUT.some((folder) => page === folder || page.startsWith(`${folder}/`));
    const outside = pages(routes.slice(0, layoutAt));
    expect(outside.length).toBeGreaterThan(5);
    expect(outside.filter((page) => !covered(page))).toEqual([]);
    // No stale entry: each names a page served outside the layout.
    expect(PAGES_WITHOUT_LAYOUT.filter((folder) => !outside.some((page) => page === folder || page.startsWith(`${folder}/`)))).toEqual([]);
    // The layout's children are not taken for pages outside it (the dashboard's chunk would be empty).
    expect(pages(routes.slice(layoutAt)).filter((page) => covered(page) && !page.startsWith('error/'))).toEqual([]);
  });
});
