/**
 * antd's stylesheet (zero-runtime styles, see AppProviders) repeats one reset per component:
 * `.ant-x-css-var [class^="ant-x"], .ant-x-css-var [class*=" ant-x"] { box-sizing: border-box }`
 * and the same for ::before/::after, 142 rules. Chromium cannot index a selector that ends in an
 * attribute test, so every element is matched against all of them on each style
 * recalculation (a list's new rows, for one). The build (vite.config.ts) makes them one rule
 * for every antd element, which is what they add up to: antd's elements sit inside their
 * component's root.
 */
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

const BOX_RESET = /(?<=^|\})[^{}]*\[class\^="ant-[a-z-]+"\][^{}]*\{box-sizing:border-box;\}/g;

const ONE_RESET = `${['', '::before', '::after'].flatMap((pseudo) => [`[class^="ant-"]${pseudo}`, `[class*=" ant-"]${pseudo}`]).join(',')}{box-sizing:border-box;}`;

export function leanAntdStylesheet(css: string): string {
  return `${ONE_RESET}\n${css.replace(BOX_RESET, '')}`;
}

const ANTD_CSS = /antd[\\/]dist[\\/]antd\.css$/;
const ASSET_NAME = 'antd.css';

/**
 * antd's stylesheet, lean (above), and in a build its own file, off the render path (issue 40):
 * 99% of the entry stylesheet was antd's, unused by the public pages (/login draws no antd
 * component), and it blocked /login's first paint. The entry keeps the app's own CSS; index.html
 * preloads antd's (`<link rel="preload" as="style" data-antd>`), and src/app/antdStylesheet.ts
 * links it before the entry stylesheet, so the cascade's order is the one of one file, and every
 * page but /login waits for it before it renders. The dev server and the tests import it as before.
 */
export function antdStylesheet(): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'antd-stylesheet',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    transform(code, id) {
      if (!ANTD_CSS.test(id)) return null;
      const lean = leanAntdStylesheet(code);
      if (!build) return { code: lean, map: null };
      const { code: minified } = transform({ filename: ASSET_NAME, code: Buffer.from(lean), minify: true });
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: minified });
      return { code: '', map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const asset = Object.values(context.bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes(ASSET_NAME));
        if (!asset) return [];
        const href = `${base}${asset.fileName}`;
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'style', href, crossorigin: '', 'data-antd': '' }, injectTo: 'head' }];
      },
    },
  };
}
