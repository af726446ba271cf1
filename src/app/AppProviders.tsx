import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The light algorithm by its module: antd's `theme` object would bring the compact and dark
// algorithms and getDesignToken into the entry too (the dark one comes when wanted: darkAlgorithm.ts).
import { AppContext, defaultAlgorithm, useDesignToken } from '@/patches/antdInternals';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/hooks/useMediaQuery';
import { useSettings } from '@/stores/settings';
import { appFeedback, isFeedbackWanted, requestFeedbackOnFirstInteraction, subscribeFeedbackWanted } from './feedback';
import { antdLocaleFor } from './antdLocale';
import { useDarkAlgorithm } from './darkAlgorithm';
import { STATUS_TOKENS, TAG_TEXT, labelOn, textShadeOf } from '@/domain/colour';

/**
 * Every dialog keeps its footer (保存, 取消) on screen: the dialog is at most the window's height
 * less antd's 100 px above it and as much below, and its body scrolls inside while the title and
 * the footer stay (a long form used to push 保存 below a 900 px screen). Confirms too. The body
 * reaches 8 px (4 px) past its box on each side and pads it back, so the focus rings of fields at
 * its edges are not cut by the scrolling.
 */
const MODAL_STYLES = {
  container: { display: 'flex', flexDirection: 'column', maxHeight: 'calc(100dvh - 200px)' },
  body: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', margin: '-4px -8px', padding: '4px 8px' },
} as const;

/** The page's background in light and dark mode (antd's colorBgContainer), against which text shades are measured. */
const BACKGROUND = { light: '#FFFFFF', dark: '#141414' } as const;

/**
 * The theme colour stays the brand (fills, borders, focus rings), but text in it and labels on it
 * get shades that read (WCAG AA, 4.5:1; DECISIONS "Accessible shades"): links and primary-coloured
 * text in `textShadeOf` (hover and press a little stronger), a primary button's or a selected
 * entry's label in `labelOn`.
 */
export function accessibleTheme(primaryColor: string, darkMode: boolean) {
  const background = darkMode ? BACKGROUND.dark : BACKGROUND.light;
  const text = textShadeOf(primaryColor, background);
  const strong = textShadeOf(primaryColor, background, 6);
  const label = labelOn(primaryColor);
  const mode = darkMode ? 'dark' : 'light';
  // antd's grey for secondary text (breadcrumbs, hints, captions: #8C8C8C, 3.4:1 on white; 4.4:1 in dark mode): 4.7:1 and more.
  const tertiary = darkMode ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)';
  return {
    token: {
      colorPrimary: primaryColor,
      colorLink: text,
      colorLinkHover: strong,
      colorLinkActive: strong,
      colorPrimaryText: text,
      colorPrimaryTextHover: strong,
      colorPrimaryTextActive: strong,
      // A focused field's ring (antd's was the pale primary tint, 1.03:1): styles.css gives the rest of focus.
      controlOutline: text,
      colorTextDescription: tertiary,
      colorTextTertiary: tertiary,
      // Placeholders were 1.8:1.
      colorTextPlaceholder: darkMode ? 'rgba(255, 255, 255, 0.5)' : tertiary,
      // antd's status colours and preset tags as text on their tints (4.5:1).
      ...STATUS_TOKENS[mode],
      // antd's palette has each step under two names (green7, green-7), both written to --ant-green-7.
      ...Object.fromEntries(
        Object.entries(TAG_TEXT[mode]).flatMap(([step, shade]) => [
          [step, shade],
          [step.replace(/(\d+)$/, '-$1'), shade],
        ]),
      ),
    },
    components: {
      // A danger button's label: white on the light red, black on the dark one (#1F1F1F is 4.47:1 there).
      // No under-shadow on a primary button: antd draws it in controlOutline, now the solid focus shade.
      Button: { primaryColor: label, dangerColor: darkMode ? '#000000' : '#FFFFFF', primaryShadow: 'none' },
      Radio: { buttonSolidCheckedColor: label },
      Tabs: { itemSelectedColor: text, itemHoverColor: strong, itemActiveColor: strong },
      Pagination: { itemActiveColor: text, itemActiveColorHover: strong },
      Menu: { itemSelectedColor: text, darkItemSelectedColor: label },
    },
  };
}

/**
 * Theme (colour, dark mode, component size), locale (antd, i18next) and feedback (toasts and
 * confirms), around the whole app and every test. A change of any of them applies at once.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // i18next's language, not the setting: it changes once the language pack has loaded.
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const primaryColor = useSettings((state) => state.primaryColor);
  const darkMode = useSettings((state) => state.darkMode);
  const darkAlgorithm = useDarkAlgorithm(darkMode);
  const { token, components } = useMemo(() => accessibleTheme(primaryColor, darkMode && Boolean(darkAlgorithm)), [primaryColor, darkMode, darkAlgorithm]);
  const componentSize = useSettings((state) => state.componentSize);
  // antd's stylesheet drops some transitions for readers who ask for less motion; its script
  // animations (dialogs, drawers, menus, toasts) stop only when told: motion off.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  // zeroRuntime: antd's component styles come from its stylesheet (main.tsx imports antd.css)
  // instead of being computed and injected when a component first shows; the theme's tokens
  // (colour, dark mode) stay runtime CSS variables, so a change still applies at once.
  return (
    <ConfigProvider
      locale={antdLocaleFor(instance.language)}
      componentSize={componentSize}
      theme={{
        zeroRuntime: true,
        token: { ...token, motion: !reducedMotion },
        components,
        algorithm: darkAlgorithm ?? defaultAlgorithm,
      }}
      modal={{ styles: MODAL_STYLES }}
    >
      {/* antd's App context, as App.useApp() reads it: our stand-in until antd's own has loaded. */}
      <AppContext.Provider value={appFeedback}>
        <AppText>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </AppText>
        <FeedbackSlot />
      </AppContext.Provider>
    </ConfigProvider>
  );
}

/**
 * What antd's <App> element gave the page, without antd's App code: the theme's text style
 * (colour, size, line height, font) and its classes, which carry the theme's CSS variables and
 * antd's base rules (links in the theme colour) to our own markup.
 */
function AppText({ children }: { children: ReactNode }) {
  // antd's internal hook: the public theme.useToken() does not give the CSS-variable class.
  const [, token, hashId, , cssVar] = useDesignToken();
  return (
    <div
      className={[hashId, cssVar?.key].filter(Boolean).join(' ')}
      style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
    >
      {children}
    </div>
  );
}

/**
 * Mounts the feedback bridge once it is wanted (a toast or confirm asked for, or a first
 * interaction). If its chunk cannot load, toasts stay queued; the page itself is unaffected.
 */
function FeedbackSlot() {
  const wanted = useSyncExternalStore(subscribeFeedbackWanted, isFeedbackWanted);
  const [Bridge, setBridge] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return requestFeedbackOnFirstInteraction();
    let live = true;
    import('./FeedbackBridge').then(
      (module) => live && setBridge(() => module.default),
      (error: unknown) => console.error('The feedback bridge did not load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return Bridge ? <Bridge /> : null;
}
