/**
 * Static imports inside libraries that this app never uses but that a page paid for, each
 * resolved (for that importer only) to a stand-in by the build (vite.config.ts). What each
 * replaces, what it saves and what to do on a library upgrade: ./README.md; that each still
 * matches the module it replaces: tests/unit/patches-parity.test.ts.
 *
 * Not app code: only vite.config.ts and the tests import this file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export type StandIn = {
  /** Short name (README, STAND_INS_OFF). */
  name: string;
  /** The library file that imports `source`. */
  importer: RegExp;
  /** The import specifier replaced, exactly as the importer writes it. */
  source: string;
} & ({ code: string } | { file: string });

export const STAND_INS: StandIn[] = [
  {
    // ConfigProvider's provider for `tooltip={{ unique: true }}` (never set); renders its children.
    name: 'unique-tooltip',
    importer: /antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    source: '../tooltip/UniqueProvider',
    code: "export default function UniqueTooltipUnsupported({ children }) { console.error('ConfigProvider tooltip.unique is not supported (src/patches/standIns.ts)'); return children; }",
  },
  {
    // Card's Tabs, for `<Card tabList>` (never used: our tabs are antd Tabs, imported as such).
    name: 'card-tabs',
    importer: /antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    code: "export default function CardTabsUnsupported() { throw new Error('Card tabList is not supported (src/patches/standIns.ts): use antd Tabs'); }",
  },
  {
    // Table's column filter dropdown, for columns with `filters` or `filterDropdown` (never used:
    // every list filters through its own filter bar). flattenKeys is the one helper useFilter uses.
    name: 'table-filter-dropdown',
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    code: [
      "export default function ColumnFilterUnsupported() { throw new Error('Table column filters are not supported (src/patches/standIns.ts): filter in the list\\'s filter bar'); }",
      'export const flattenKeys = (filters) => (filters || []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);',
    ].join('\n'),
  },
  {
    // rc-table's column-width probe: the same cell, reporting its width once, on mount.
    name: 'table-measure-cell',
    importer: /@rc-component[\\/]table[\\/]es[\\/]Body[\\/]MeasureRow\.js$/,
    source: './MeasureCell',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'TableMeasureCell.tsx'),
  },
  {
    // rc-input-number's step buttons: the same button, named in the interface language (its own say "Increase Value" in Chinese too).
    name: 'input-number-step-label',
    importer: /@rc-component[\\/]input-number[\\/]es[\\/]InputNumber\.js$/,
    source: './StepHandler',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'InputNumberStepHandler.tsx'),
  },
  {
    // rc-tabs' overflow button: the same node, hidden from assistive technology and the Tab order (only tabs belong in a tab list).
    name: 'tabs-more-hidden',
    importer: /@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]index\.js$/,
    source: './OperationNode',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'TabsOperationNode.tsx'),
  },
  {
    // axios's fetch adapter: axios takes the first adapter the browser has, XHR (our uploads need
    // its progress); naming `adapter: 'fetch'` fails with axios's own "not supported" error.
    // The default export is what the real one's is where there is no fetch.
    name: 'axios-fetch',
    importer: /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: './fetch.js',
    code: 'export const getFetch = () => false;\nexport default false;',
  },
];

/**
 * A library module replaced for every importer: the build resolves any import of `module` to `file`.
 * - dynamic-css-sheets: @rc-component/util's Dom/dynamicCSS, through which cssinjs and rc's scroll
 *   locker write `<style>` elements; ours applies the same text through adopted style sheets, so the
 *   CSP needs no 'unsafe-inline' styles (./dynamicCSS.ts).
 */
export const MODULE_STAND_INS: { name: string; module: RegExp; specifier: RegExp; file: string }[] = [
  {
    name: 'dynamic-css-sheets',
    module: /@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/,
    specifier: /(^|\/)dynamicCSS(\.js)?$/,
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'dynamicCSS.ts'),
  },
];

/**
 * antd's style generators: the style function each component's style module hands to
 * `genStyleHooks` / `genComponentStyleHook` / `genSubStyleComponent`. Under `theme.zeroRuntime`
 * (AppProviders) the hook returns before calling it (cssinjs-utils' genStyleUtils), antd's
 * stylesheet (main.tsx) styling the components instead; the hook's other arguments (the
 * component tokens, emitted as CSS variables at runtime: dark mode, the theme colour) stay.
 * Each such argument becomes `() => []`, so the build leaves out the generators and the
 * helpers only they use. Not a module stand-in: a transform of every antd style module, so a
 * new one on an upgrade is covered; STAND_INS_OFF names it like the others.
 */
export const STYLE_GENERATORS = {
  name: 'antd-style-generators',
  files: /antd[\\/]es[\\/].*\.js$/,
  hooks: ['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent'],
  stub: '() => []',
} as const;

/** A call in the ESTree a parser gives (start and end: offsets in the code). */
export type CallNode = { type?: string; start: number; end: number; callee?: { type: string; name?: string }; arguments?: CallNode[] };

/** The calls of antd's style hooks (STYLE_GENERATORS.hooks) in a module, in the order they appear. */
export function styleHookCalls(code: string, parse: (code: string) => unknown): CallNode[] {
  const calls: CallNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as CallNode;
    if (node.type === 'CallExpression' && node.callee?.type === 'Identifier' && (STYLE_GENERATORS.hooks as readonly string[]).includes(node.callee.name ?? ''))
      calls.push(node);
    Object.values(node).forEach(visit);
  };
  visit(parse(code));
  return calls;
}

/** `code` with the style generator (second argument) of each antd style hook call replaced (null: no such call in it). */
export function withoutStyleGenerators(code: string, parse: (code: string) => unknown): string | null {
  if (!STYLE_GENERATORS.hooks.some((hook) => code.includes(`${hook}(`))) return null;
  const generators = styleHookCalls(code, parse).flatMap((call) => (call.arguments && call.arguments.length > 1 ? [call.arguments[1]] : []));
  if (!generators.length) return null;
  return generators
    .sort((a, b) => b.start - a.start)
    .reduce((text, generator) => `${text.slice(0, generator.start)}${STYLE_GENERATORS.stub}${text.slice(generator.end)}`, code);
}

/**
 * Library code that writes an inline style with `setAttribute('style', text)`, which a CSP without
 * 'unsafe-inline' styles ignores: rc-input's hidden textarea measuring an auto-sized TextArea (left
 * unstyled, it showed at the page's foot and measured wrong). The build makes each such call
 * `(element.style.cssText = text)`, the same style through the CSSOM, which the policy allows.
 */
export const STYLE_ATTRIBUTES = {
  name: 'style-attribute-cssom',
  files: /@rc-component[\\/]input[\\/]es[\\/]calculateNodeHeight\.js$/,
} as const;

type MemberCall = CallNode & {
  callee?: { type: string; start: number; end: number; object?: { start: number; end: number }; property?: { type: string; name?: string } };
};
type LiteralNode = CallNode & { type: 'Literal'; value?: unknown };

/** `code` with each `x.setAttribute('style', text)` made `(x.style.cssText = text)` (null: none in it). */
export function styleAttributesThroughCssom(code: string, parse: (code: string) => unknown): string | null {
  if (!code.includes('setAttribute(')) return null;
  const calls: MemberCall[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as MemberCall;
    const [name, text] = (node.arguments ?? []) as LiteralNode[];
    if (
      node.type === 'CallExpression' &&
      node.callee?.type === 'MemberExpression' &&
      node.callee.property?.name === 'setAttribute' &&
      name?.type === 'Literal' &&
      name.value === 'style' &&
      text
    )
      calls.push(node);
    Object.values(node).forEach(visit);
  };
  visit(parse(code));
  if (!calls.length) return null;
  return calls
    .sort((a, b) => b.start - a.start)
    .reduce((out, call) => {
      const object = call.callee!.object!;
      const text = call.arguments![1]!;
      return `${out.slice(0, call.start)}(${code.slice(object.start, object.end)}.style.cssText = ${code.slice(text.start, text.end)})${out.slice(call.end)}`;
    }, code);
}

/**
 * The build's plugin. `STAND_INS_OFF=name,name` (or `all`) leaves those out, to measure what one
 * saves (README: "Measuring"); never set for a real build.
 */
export function libraryStandIns(off = process.env.STAND_INS_OFF ?? ''): Plugin {
  const prefix = '\0stand-in:';
  const skipped = new Set(
    off
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const active = STAND_INS.filter((entry) => !skipped.has('all') && !skipped.has(entry.name));
  const modules = MODULE_STAND_INS.filter((entry) => !skipped.has('all') && !skipped.has(entry.name));
  const dropGenerators = !skipped.has('all') && !skipped.has(STYLE_GENERATORS.name);
  const cssomStyles = !skipped.has('all') && !skipped.has(STYLE_ATTRIBUTES.name);
  return {
    name: 'library-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const index = active.findIndex((entry) => entry.source === source && importer !== undefined && entry.importer.test(importer));
      if (index >= 0) {
        const entry = active[index];
        return 'file' in entry ? entry.file : `${prefix}${index}`;
      }
      const candidates = modules.filter((entry) => entry.specifier.test(source) && importer !== entry.file);
      if (!candidates.length) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return candidates.find((entry) => resolved && entry.module.test(resolved.id))?.file ?? null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const entry = active[Number(id.slice(prefix.length))];
      return 'code' in entry ? entry.code : null;
    },
    transform(code, id) {
      if (cssomStyles && STYLE_ATTRIBUTES.files.test(id)) {
        const styled = styleAttributesThroughCssom(code, (text) => this.parse(text));
        return styled === null ? null : { code: styled, map: null };
      }
      if (!dropGenerators || !STYLE_GENERATORS.files.test(id)) return null;
      const lean = withoutStyleGenerators(code, (text) => this.parse(text));
      return lean === null ? null : { code: lean, map: null };
    },
  };
}
