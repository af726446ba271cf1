import { useEffect } from 'react';
import { themeStylesheetUrl } from '@/api/sys';
import { isThemeStylesheetPath } from '@/domain/theme';
import { useMenuTheme } from '@/stores/theme';

/**
 * The hosted stylesheet of the theme in force (spec: "A hosted stylesheet is fetched for
 * theming"): a `<link rel="stylesheet">` to a `.css` path under the API base, so from the API's
 * own origin (the Content-Security-Policy's style-src allows it; nothing from a third party, no
 * inline CSS from the server). Replaced when the theme changes, removed when it has none. A file
 * that does not load leaves the theme's colours in force and says so in the console only.
 */
export function ThemeStylesheet() {
  const path = useMenuTheme((state) => state.themeStylesheet);
  useEffect(() => {
    if (!isThemeStylesheetPath(path)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = themeStylesheetUrl(path);
    link.dataset.themeStylesheet = path;
    link.onerror = () => console.warn(`The theme stylesheet ${link.href} did not load; the theme's colours stay in force`);
    document.head.appendChild(link);
    return () => link.remove();
  }, [path]);
  return null;
}
