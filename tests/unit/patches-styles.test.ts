/**
 * The build's patches that let the CSP refuse inline styles (src/patches/standIns.ts), against the
 * library code they replace: the dynamicCSS stand-in (src/patches/dynamicCSS.ts) and rc-input's
 * `setAttribute('style', …)` made a CSSOM write. That the built app then styles without a single
 * refusal is security.e2e's; here, that each still fits the library it patches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { parseAst } from 'vite';
import * as ours from '@/patches/dynamicCSS';
import { MODULE_STAND_INS, STYLE_ATTRIBUTES, styleAttributesThroughCssom } from '@/patches/standIns';

const NODE_MODULES = path.resolve('node_modules');
const require = createRequire(import.meta.url);
const realFile = path.join(NODE_MODULES, '@rc-component/util/es/Dom/dynamicCSS.js');
const real = require('@rc-component/util/lib/Dom/dynamicCSS') as typeof ours;
const [dynamicCss] = MODULE_STAND_INS;

const exportsOf = (code: string) => new Set([...code.matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1]));
const head = () => [...document.head.children].map((node) => `${node.tagName.toLowerCase()} ${node.getAttribute('data-rc-order')} ${node.textContent}`);

type Op = ['update', string, string, ours.Option] | ['remove', string, ours.Option];
const MARK = { mark: 'data-css-hash' };
/** What cssinjs and the scroll locker do: theme variables queued first, component CSS, a lock appended, one removed, one rewritten. */
const OPS: Op[] = [
  ['update', '.v{--a:1}', 'vars', { ...MARK, prepend: 'queue', priority: -999 }],
  ['update', '.icon{display:inline-flex}', 'icon', { ...MARK, prepend: 'queue' }],
  ['update', 'html body{overflow-y:hidden}', 'lock', {}],
  ['update', '.first{}', 'first', { prepend: true }],
  ['update', '.w{--b:2}', 'vars2', { ...MARK, prepend: 'queue', priority: -999 }],
  ['remove', 'lock', {}],
  ['update', '.v{--a:3}', 'vars', { ...MARK, prepend: 'queue', priority: -999 }],
];
function run(module: typeof ours) {
  for (const op of OPS) {
    if (op[0] === 'update') module.updateCSS(op[1], op[2], op[3]);
    else module.removeCSS(op[1], op[2]);
  }
}

afterEach(() => {
  document.head.replaceChildren();
  real.clearContainerCache();
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

describe("dynamic-css-sheets: @rc-component/util's dynamicCSS replaced", () => {
  it('matches the real module by path, provides all its exports, and matches how each library imports it', () => {
    expect(dynamicCss.module.test(realFile)).toBe(true);
    const provided = exportsOf(readFileSync(dynamicCss.file, 'utf8'));
    expect([...exportsOf(readFileSync(realFile, 'utf8'))].filter((name) => !provided.has(name))).toEqual([]);
    const importers = ['@ant-design/cssinjs/es', '@rc-component/util/es'].flatMap((dir) =>
      (readdirSync(path.join(NODE_MODULES, dir), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(NODE_MODULES, dir, file)),
    );
    const specifiers = importers.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from ["']([^"']*dynamicCSS[^"']*)["']/g)].map((match) => match[1]));
    // cssinjs's hooks and utils, rc-util's index and scrollbar probe. (@ant-design/icons has a copy of its own, but under
    // antd's zeroRuntime its icons write no style.)
    expect(specifiers.length).toBeGreaterThanOrEqual(6);
    expect(specifiers.filter((specifier) => !dynamicCss.specifier.test(specifier))).toEqual([]);
  });

  it('without adopted style sheets (jsdom) writes the same <style> elements, in the same order, as the real module', () => {
    run(real);
    const expected = head();
    expect(expected).toEqual([
      'style prepend .first{}',
      'style prependQueue .v{--a:3}',
      'style prependQueue .w{--b:2}',
      'style prependQueue .icon{display:inline-flex}',
    ]);
    document.head.replaceChildren();
    run(ours);
    expect(head()).toEqual(expected);
  });

  it("with them, writes <rc-style> elements the browser does not check, and the document adopts their text in their order; a removed one's sheet goes", async () => {
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    const foreign = new CSSStyleSheet();
    document.adoptedStyleSheets = [foreign];
    run(ours);
    expect(head()).toEqual([
      'rc-style prepend .first{}',
      'rc-style prependQueue .v{--a:3}',
      'rc-style prependQueue .w{--b:2}',
      'rc-style prependQueue .icon{display:inline-flex}',
    ]);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    const adopted = () => document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, '')).join(''));
    expect(adopted()).toEqual(['', '.first{}', '.v{--a:3;}', '.w{--b:2;}', '.icon{display:inline-flex;}']);
    expect(document.adoptedStyleSheets[0]).toBe(foreign);
    // cssinjs removes an element itself when a theme goes out of use.
    document.head.querySelector('rc-style:nth-child(2)')!.remove();
    await waitFor(() => expect(adopted()).toEqual(['', '.first{}', '.w{--b:2;}', '.icon{display:inline-flex;}']));
  });
});

describe("style-attribute-cssom: rc-input's measuring textarea styled through the CSSOM", () => {
  it('turns its one setAttribute("style", …) into a cssText write and leaves the rest as it was', () => {
    const file = path.join(NODE_MODULES, '@rc-component/input/es/calculateNodeHeight.js');
    expect(STYLE_ATTRIBUTES.files.test(file)).toBe(true);
    const code = readFileSync(file, 'utf8');
    expect(code.match(/setAttribute\('style'/g)).toHaveLength(1);
    const patched = styleAttributesThroughCssom(code, parseAst)!;
    expect(patched).not.toMatch(/setAttribute\(['"]style/);
    expect(patched).toContain('(hiddenTextarea.style.cssText = `${sizingStyle};${HIDDEN_TEXTAREA_STYLE}`)');
    expect(patched.replace('(hiddenTextarea.style.cssText = ', "hiddenTextarea.setAttribute('style', ")).toBe(code);
    expect(() => parseAst(patched)).not.toThrow();
    expect(styleAttributesThroughCssom("node.setAttribute('title', 'x');", parseAst)).toBeNull();
  });
});
