/**
 * antd's stylesheet (zero-runtime styles, see AppProviders) repeats one reset per component:
 * `.ant-x-css-var [class^="ant-x"], .ant-x-css-var [class*=" ant-x"] { box-sizing: border-box }`
 * and the same for ::before/::after, 142 rules. Chromium cannot index a selector that ends in an
 * attribute test, so every element is matched against all of them on each style
 * recalculation (a list's new rows, for one). The build (vite.config.ts) makes them one rule
 * for every antd element, which is what they add up to: antd's elements sit inside their
 * component's root.
 */
const BOX_RESET = /(?<=^|\})[^{}]*\[class\^="ant-[a-z-]+"\][^{}]*\{box-sizing:border-box;\}/g;

const ONE_RESET = `${['', '::before', '::after'].flatMap((pseudo) => [`[class^="ant-"]${pseudo}`, `[class*=" ant-"]${pseudo}`]).join(',')}{box-sizing:border-box;}`;

export function leanAntdStylesheet(css: string): string {
  return `${ONE_RESET}\n${css.replace(BOX_RESET, '')}`;
}
