/**
 * src/patches against the libraries they patch (src/patches/README.md): on a library upgrade these
 * fail where a patch no longer fits, rather than a page breaking or quietly paying again.
 * - every bundler stand-in (STAND_INS): its importer is still in node_modules and still imports
 *   the module replaced, that module still exists, and the stand-in provides every export of it;
 * - antd's style generators (STYLE_GENERATORS): each hook call loses its generator and nothing
 *   else, and under zeroRuntime the hook never calls it yet still emits the component's tokens;
 * - rc-table's measure cell and ours render the same markup and report on mount;
 * - rc-tabs' overflow node and ours render the same markup but for ours kept out of the tab list;
 * - every antd internal and react-router UNSAFE_ context the app names still exists with its shape.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createRequire } from 'node:module';
import { theme } from 'antd';
import { createElement, useContext, type ComponentType, type Key } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseAst } from 'vite';
import { createTheme } from '@ant-design/cssinjs';
import { STAND_INS, STYLE_GENERATORS, styleHookCalls as findStyleHookCalls, withoutStyleGenerators, type CallNode, type StandIn } from '@/patches/standIns';
import * as antdInternals from '@/patches/antdInternals';
import { DataRouterContext, LocationContext } from '@/patches/routerInternals';
import TableMeasureCell from '@/patches/TableMeasureCell';
import InputNumberStepHandler from '@/patches/InputNumberStepHandler';
import TabsOperationNode from '@/patches/TabsOperationNode';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';

const NODE_MODULES = path.resolve('node_modules');
const require = createRequire(import.meta.url);

/** The library file an importer pattern names (`antd[\\/]es[\\/]card[\\/]Card\.js$` → antd/es/card/Card.js). */
function importerFile({ importer }: StandIn): string {
  return path.join(NODE_MODULES, importer.source.replaceAll('[\\\\/]', '/').replaceAll('\\.', '.').replace(/\$$/, ''));
}

/** The file an import specifier resolves to from a library file (relative specifiers, as in every entry). */
function resolvedFile(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.js`, path.join(base, 'index.js')].find((file) => existsSync(file) && statSync(file).isFile());
}

/** The names an ES module exports, read from its text (default, declarations and export lists). */
function exportNames(code: string): Set<string> {
  const names = new Set<string>();
  if (/^export default\b/m.test(code)) names.add('default');
  for (const [, name] of code.matchAll(/^export (?:async )?(?:const|let|var|function\*?|class) (\w+)/gm)) names.add(name);
  for (const [, list] of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean))
      names.add(part.split(/\s+as\s+/).pop()!);
  }
  return names;
}

/** What an importer takes from `source`: `default`, its named imports, or the members it reads of a namespace import. */
function importedNames(code: string, source: string): Set<string> {
  const quoted = source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`^import ([^;]+?) from ['"]${quoted}['"]`, 'm').exec(code);
  if (!statement) return new Set();
  const clause = statement[1];
  const names = new Set<string>();
  const namespace = /\* as (\w+)/.exec(clause);
  if (namespace) for (const [, member] of code.matchAll(new RegExp(`\\b${namespace[1]}\\.(\\w+)`, 'g'))) names.add(member);
  if (/^\w+/.test(clause)) names.add('default');
  const named = /\{([^}]*)\}/.exec(clause);
  if (named)
    for (const part of named[1]
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean))
      names.add(part.split(/\s+as\s+/)[0]);
  return names;
}

function standInExports(entry: StandIn): Set<string> {
  return exportNames('code' in entry ? entry.code : readFileSync(entry.file, 'utf8'));
}

describe('every bundler stand-in still matches the module it replaces', () => {
  it('names each stand-in once', () => {
    const names = STAND_INS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(STAND_INS.map((entry) => [entry.name, entry] as const))('%s', (_, entry) => {
    const importer = importerFile(entry);
    expect(existsSync(importer), `${importer} is gone: the stand-in replaces nothing`).toBe(true);
    expect(entry.importer.test(importer)).toBe(true);
    const importerCode = readFileSync(importer, 'utf8');
    const used = importedNames(importerCode, entry.source);
    expect(used.size, `${importer} no longer imports ${entry.source}`).toBeGreaterThan(0);

    const replaced = resolvedFile(importer, entry.source);
    expect(replaced, `${entry.source} from ${importer} is gone`).toBeDefined();
    const real = exportNames(readFileSync(replaced!, 'utf8'));
    // The importer takes only what the real module exports, and the stand-in provides all of it.
    expect([...used].filter((name) => !real.has(name))).toEqual([]);
    const provided = standInExports(entry);
    expect([...real].filter((name) => !provided.has(name))).toEqual([]);
  });

  it("reads a module's exports as the test above needs (a check of the reader)", () => {
    expect(exportNames('export default X;\nexport function flattenKeys(a) {}\nexport const getFetch = () => 1;\nexport { a as b, c };')).toEqual(
      new Set(['default', 'flattenKeys', 'getFetch', 'b', 'c']),
    );
    expect(importedNames("import * as fetchAdapter from './fetch.js';\nget: fetchAdapter.getFetch,", './fetch.js')).toEqual(new Set(['getFetch']));
    expect(importedNames("import FilterDropdown, { flattenKeys } from './FilterDropdown';", './FilterDropdown')).toEqual(new Set(['default', 'flattenKeys']));
  });
});

/** The style hook calls in a module, as the build's transform finds them. */
const styleHookCalls = (code: string) => findStyleHookCalls(code, parseAst);

describe("antd's style generators, left out of the build (antd-style-generators)", () => {
  const antdEs = path.join(NODE_MODULES, 'antd', 'es');
  const styleModules = (readdirSync(antdEs, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(antdEs, file))
    .filter((file) => STYLE_GENERATORS.hooks.some((hook) => readFileSync(file, 'utf8').includes(`${hook}(`)));

  it("replaces the generator of every style hook call in antd's modules and leaves every other argument as it was", () => {
    // antd 6.6: 83 modules (button/style/index.js, tag/style/presetCmp.js, _util/wave/style.js, …).
    expect(styleModules.length).toBeGreaterThan(60);
    expect(STYLE_GENERATORS.files.test(path.join(antdEs, 'button', 'style', 'index.js'))).toBe(true);
    let calls = 0;
    for (const file of styleModules) {
      const code = readFileSync(file, 'utf8');
      const before = styleHookCalls(code).filter((call) => (call.arguments?.length ?? 0) > 1);
      const lean = withoutStyleGenerators(code, parseAst);
      if (!before.length) continue;
      expect(lean, file).not.toBeNull();
      const after = styleHookCalls(lean!);
      expect(after.length, file).toBe(before.length);
      after.forEach((call, index) => {
        const text = (source: string, node: CallNode) => source.slice(node.start, node.end);
        expect(text(lean!, call.arguments![1]), file).toBe(STYLE_GENERATORS.stub);
        const others = (source: string, node: CallNode) => [node.callee!.name, ...node.arguments!.filter((_, at) => at !== 1).map((arg) => text(source, arg))];
        expect(others(lean!, call), file).toEqual(others(code, before[index]));
      });
      calls += after.length;
    }
    expect(calls).toBeGreaterThanOrEqual(styleModules.length);
    expect(withoutStyleGenerators('export const a = 1;', parseAst)).toBeNull();
  });

  it('under zeroRuntime the style hook never calls its generator, and still emits the component tokens as CSS variables', () => {
    // The library's own genStyleUtils (antd's style hooks are made by it), typed as far as the probe uses it.
    type ProbeHooks = {
      genStyleHooks: (component: string, generator: () => unknown[], componentToken: () => Record<string, number>) => (prefixCls: string) => [string, string];
    };
    const { genStyleUtils } = require('@ant-design/cssinjs-utils') as { genStyleUtils: (config: Record<string, unknown>) => ProbeHooks };
    const token = { ...theme.getDesignToken(), _tokenKey: 'probe-token' };
    const emitted = (zeroRuntime: boolean) => {
      const generator = vi.fn(() => []);
      const { genStyleHooks } = genStyleUtils({
        usePrefix: () => ({ rootPrefixCls: 'ant', iconPrefixCls: 'anticon' }),
        useToken: () => ({
          theme: createTheme((designToken: object) => designToken),
          realToken: token,
          hashId: 'css-probe',
          token,
          cssVar: { prefix: 'ant', key: `css-var-${zeroRuntime}` },
          zeroRuntime,
        }),
        useCSP: () => ({}),
        getResetStyles: () => [],
        getCommonStyle: () => ({}),
        getCompUnitless: () => ({}),
      });
      const useProbeStyle = genStyleHooks('Probe', generator, () => ({ gapProbe: 7 }));
      function Probe() {
        const [hashId, cssVarClass] = useProbeStyle('ant-probe');
        return createElement('div', { 'data-testid': `probe-${zeroRuntime}`, className: `${hashId} ${cssVarClass}` });
      }
      const { getByTestId, unmount } = render(createElement(Probe));
      const className = getByTestId(`probe-${zeroRuntime}`).className;
      const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
      unmount();
      return { calls: generator.mock.calls.length, className, styles };
    };
    const zero = emitted(true);
    expect(zero.calls).toBe(0);
    expect(zero.className).toBe('css-probe css-var-true');
    expect(zero.styles).toContain('--ant-probe-gap-probe:7px');
    // The same hook without zeroRuntime does call it (what the build's stub would then break).
    expect(emitted(false).calls).toBe(1);
  });
});

describe("our table measure cell against rc-table's", () => {
  // The CommonJS copy of the module the build replaces (node loads rc-table's lib/ here).
  const RcMeasureCell = (
    require('@rc-component/table/lib/Body/MeasureCell') as {
      default: ComponentType<{ columnKey: Key; onColumnResize: (key: Key, width: number) => void; title?: string }>;
    }
  ).default;

  // The one intended difference (a11y): the title's copy is inert, so a control in a header takes no
  // focus in the aria-hidden measure row (TableMeasureCell.tsx).
  const INERT_TITLE = '<div style="height: 0px; overflow: hidden; font-weight: bold;" inert="">';

  it.each([
    ['a title', '姓名'],
    ['no title', undefined],
  ])('renders the same cell but for the inert title copy, reporting once on mount (%s)', (_, title) => {
    const markup = [RcMeasureCell, TableMeasureCell].map((Cell) => {
      const onColumnResize = vi.fn();
      const { container, unmount } = render(
        <table>
          <tbody>
            <tr>
              <Cell columnKey="auntName" onColumnResize={onColumnResize} title={title} />
            </tr>
          </tbody>
        </table>,
      );
      expect(onColumnResize).toHaveBeenCalledTimes(1);
      expect(onColumnResize.mock.calls[0][0]).toBe('auntName');
      const html = container.innerHTML;
      unmount();
      return html;
    });
    expect(markup[0]).toContain('<td');
    expect(markup[0]).not.toContain('inert');
    expect(markup[1].split(INERT_TITLE)).toHaveLength(2);
    expect(markup[1].replace(INERT_TITLE, INERT_TITLE.replace(' inert=""', ''))).toBe(markup[0]);
  });
});

describe('the library internals the app names', () => {
  it('antd: each still exists with its shape', () => {
    const { isPresetColor, isPresetStatusColor, ConfigContext, useTagStyle, useDesignToken, defaultAlgorithm, AppContext, IconContext, zhCN } = antdInternals;
    expect(isPresetColor('blue')).toBe(true);
    expect(isPresetColor('#13C2C2')).toBe(false);
    expect(isPresetStatusColor('success')).toBe(true);
    for (const hook of [useTagStyle, useDesignToken, defaultAlgorithm]) expect(typeof hook).toBe('function');
    for (const context of [ConfigContext, AppContext, IconContext]) expect(context).toHaveProperty('Provider');
    expect(typeof ConfigContext.Provider).toBe('object');
    // An algorithm maps a seed to a map token.
    expect(defaultAlgorithm(theme.defaultSeed)).toHaveProperty('colorPrimary');
    expect(zhCN.locale).toBe('zh-cn');
  });

  it('antd: the locale and algorithm loaded when first wanted', async () => {
    expect((await antdInternals.loadEnUSLocale()).locale).toBe('en');
    expect(typeof (await antdInternals.loadDarkAlgorithm())).toBe('function');
  });

  it('react-router: the data router and location contexts are the ones its router fills', () => {
    let seen: { router?: unknown; pathname?: string; fromHook?: string } = {};
    function Probe() {
      const dataRouter = useContext(DataRouterContext);
      const location = useContext(LocationContext);
      seen = { router: dataRouter?.router, pathname: location?.location.pathname, fromHook: useLocation().pathname };
      return null;
    }
    const router = createMemoryRouter([{ path: '/aunt', element: createElement(Probe) }], { initialEntries: ['/aunt'] });
    render(<RouterProvider router={router} />);
    expect(seen.router).toBe(router);
    expect(seen.pathname).toBe('/aunt');
    expect(seen.fromHook).toBe('/aunt');
  });
});

describe("our input-number step button against rc-input-number's", () => {
  // The CommonJS copy of the module the build replaces.
  const RcStepHandler = (
    require('@rc-component/input-number/lib/StepHandler') as {
      default: ComponentType<{ prefixCls: string; action: 'up' | 'down'; disabled?: boolean; onStep: (up: boolean) => void }>;
    }
  ).default;

  it.each([
    ['up', 'zh', '增加数值', 'Increase Value'],
    ['down', 'zh', '减少数值', 'Decrease Value'],
    ['up', 'en', 'Increase', 'Increase Value'],
  ] as const)('renders the same %s button, named in the interface language (%s)', async (action, language, name, theirs) => {
    await i18n.changeLanguage(language);
    const markup = [RcStepHandler, InputNumberStepHandler].map((Handler) => {
      const { container, unmount } = render(
        <I18nextProvider i18n={i18n}>
          <Handler prefixCls="ant-input-number" action={action} onStep={vi.fn()} />
        </I18nextProvider>,
      );
      const html = container.innerHTML;
      unmount();
      return html;
    });
    expect(markup[0]).toContain(`aria-label="${theirs}"`);
    expect(markup[1]).toBe(markup[0].replace(`aria-label="${theirs}"`, `aria-label="${name}"`));
  });
});

describe("our tabs overflow node against rc-tabs'", () => {
  // The CommonJS copy of the module the build replaces.
  const RcOperationNode = (require('@rc-component/tabs/lib/TabNavList/OperationNode') as { default: typeof TabsOperationNode }).default;

  it('renders the same "more" button, hidden from assistive technology and out of the Tab order', () => {
    const markup = [RcOperationNode, TabsOperationNode].map((Node) => {
      const { container, unmount } = render(
        <Node prefixCls="ant-tabs" id="t" tabs={[{ key: 'b', label: 'B' }]} rtl={false} activeKey="a" mobile={false} onTabClick={vi.fn()} />,
      );
      const html = container.innerHTML;
      unmount();
      return html;
    });
    expect(markup[0]).toContain('<button type="button" class="ant-tabs-nav-more"');
    expect(markup[1]).toBe(
      markup[0]
        .replace('<div class="ant-tabs-nav-operations"', '<div class="ant-tabs-nav-operations" aria-hidden="true"')
        .replace('aria-expanded="false"', 'aria-expanded="false" tabindex="-1"'),
    );
  });
});
