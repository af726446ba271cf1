/**
 * Stand-in for @rc-component/util's Dom/dynamicCSS, the one module through which antd's cssinjs
 * (its theme's CSS variables, the icon reset) and rc's scroll locker and scrollbar probe write
 * styles at run time (src/patches/standIns.ts MODULE_STAND_INS). The real one writes `<style>`
 * elements, which a Content-Security-Policy without 'unsafe-inline' styles refuses (issue 40).
 *
 * Same calls, same elements in the same places and order (cssinjs marks and removes them as
 * before), but `<rc-style>` elements, which the browser neither applies nor checks against the
 * policy (it reports any `<style>`, whatever its type). Their text is applied through constructed
 * style sheets adopted by the document, in the elements' order, kept in step when one is written,
 * added or removed. Adopted sheets come after the document's own in the cascade; what antd writes
 * this way is CSS variables under its own class and resets no stylesheet of ours ties with. One
 * difference: cssinjs's sweep of a theme's unused variables queries `style[…]` and finds none;
 * it writes one element per theme key (updated in place), so nothing piles up.
 * Where a browser has no adopted style sheets (jsdom), they are `<style>` elements, as the real
 * module writes them.
 */
type Prepend = boolean | 'queue';
export interface Option {
  attachTo?: Element;
  csp?: { nonce?: string };
  prepend?: Prepend;
  priority?: number;
  mark?: string;
  styles?: HTMLStyleElement[];
}

const ORDER = 'data-rc-order';
const PRIORITY = 'data-rc-priority';
const DEFAULT_MARK = 'rc-util-key';
const INERT_TAG = 'rc-style';

const canUseDom = () => typeof window !== 'undefined' && !!window.document?.createElement;
const adopts = () => canUseDom() && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

const markOf = (option: Option) => (option.mark ? (option.mark.startsWith('data-') ? option.mark : `data-${option.mark}`) : DEFAULT_MARK);
const containerOf = (option: Option): Element | null => option.attachTo ?? document.querySelector('head') ?? document.body;
const orderOf = (prepend: Prepend | undefined) => (prepend === 'queue' ? 'prependQueue' : prepend ? 'prepend' : 'append');
const tagOf = () => (adopts() ? INERT_TAG : 'style');
const ourStyles = (container: Element | null): HTMLStyleElement[] =>
  container ? Array.from(container.children).filter((node): node is HTMLStyleElement => node.tagName === tagOf().toUpperCase()) : [];

/** The constructed sheet of each element, and the text it holds. */
const sheets = new WeakMap<HTMLStyleElement, { sheet: CSSStyleSheet; text: string }>();
let adopted: CSSStyleSheet[] = [];
let watching = false;

/** The document adopts one sheet per element of ours, in document order (the cascade's). */
function syncSheets(): void {
  if (!adopts()) return;
  const next = Array.from(document.querySelectorAll<HTMLStyleElement>(INERT_TAG), (node) => {
    const text = node.textContent ?? '';
    let entry = sheets.get(node);
    if (!entry) {
      entry = { sheet: new CSSStyleSheet(), text: '' };
      sheets.set(node, entry);
    }
    if (entry.text !== text) {
      entry.sheet.replaceSync(text);
      entry.text = text;
    }
    return entry.sheet;
  });
  if (next.length !== adopted.length || next.some((sheet, index) => sheet !== adopted[index])) {
    const previous = new Set(adopted);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((sheet) => !previous.has(sheet)), ...next];
    adopted = next;
  }
  // cssinjs removes elements itself (a theme no longer used): follow the head's children.
  if (!watching) {
    watching = true;
    new MutationObserver(syncSheets).observe(document.head, { childList: true });
  }
}

export function injectCSS(css: string, option: Option = {}): HTMLStyleElement | null {
  if (!canUseDom()) return null;
  const { csp, prepend, priority = 0 } = option;
  const order = orderOf(prepend);
  // Typed as what cssinjs expects back; an <rc-style> takes the same attributes and text.
  const node = document.createElement(tagOf()) as HTMLStyleElement;
  node.setAttribute(ORDER, order);
  if (order === 'prependQueue' && priority) node.setAttribute(PRIORITY, String(priority));
  if (csp?.nonce) node.nonce = csp.nonce;
  node.textContent = css;
  const container = containerOf(option);
  if (!container) return null;
  if (!prepend) container.appendChild(node);
  else {
    // A queued prepend goes after the prepended styles of no higher priority; a plain one first.
    const after =
      order === 'prependQueue'
        ? (option.styles ?? ourStyles(container))
            .filter((style) => ['prepend', 'prependQueue'].includes(style.getAttribute(ORDER) ?? '') && priority >= Number(style.getAttribute(PRIORITY) ?? 0))
            .at(-1)
        : undefined;
    container.insertBefore(node, after ? after.nextSibling : container.firstChild);
  }
  syncSheets();
  return node;
}

function findNode(key: string, option: Option): HTMLStyleElement | undefined {
  return (option.styles ?? ourStyles(containerOf(option))).find((node) => node.getAttribute(markOf(option)) === key);
}

export function removeCSS(key: string, option: Option = {}): void {
  const node = findNode(key, option);
  if (!node) return;
  containerOf(option)?.removeChild(node);
  syncSheets();
}

/** The real module caches containers (for qiankun's patched appendChild); this one has nothing to clear. */
export function clearContainerCache(): void {}

export function updateCSS(css: string, key: string, originOption: Option = {}): HTMLStyleElement | null {
  const container = containerOf(originOption);
  if (!container) return null;
  const option = { ...originOption, styles: ourStyles(container) };
  const existing = findNode(key, option);
  if (existing) {
    if (option.csp?.nonce && existing.nonce !== option.csp.nonce) existing.nonce = option.csp.nonce;
    if (existing.textContent !== css) {
      existing.textContent = css;
      syncSheets();
    }
    return existing;
  }
  const node = injectCSS(css, option);
  node?.setAttribute(markOf(option), key);
  return node;
}
