/**
 * antd's stylesheet, off the render path (issue 40). A build ships it as its own file, which
 * index.html only preloads (tests/tooling/antdStylesheet.ts): /login draws no antd component and
 * paints without waiting for its 108 kB. Here it is linked before the entry stylesheet, where
 * the import in main.tsx put it on the dev server, so the cascade is unchanged: the app's CSS
 * comes after antd's and overrides it. Every page but the plain ones waits for `antdStylesReady`
 * (app/lazyPage.ts page()). On the dev server and under tests, no preload: ready at once.
 */
function linkAntdStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][data-antd]');
  if (!preload) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = preload.crossOrigin;
  link.href = preload.href;
  // Loaded or failed, the page renders: unstyled is better than a page that never shows.
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
  return settled;
}

export const antdStylesReady: Promise<void> = linkAntdStylesheet();
