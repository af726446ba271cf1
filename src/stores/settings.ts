/**
 * Local preferences that survive a reload (localStorage): language, layout switches, sidebar
 * state, the aunt message panel open or closed, component size, theme colour, dark mode and the
 * joint-hall region. The rest of the theme (menu colours, stylesheet) is stores/theme, loaded with the layout.
 * Defaults follow the spec: tags view off, fixed header on, sidebar logo on, settings panel on,
 * theme #F1A83C, language zh, region Shanghai 310100.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, i18n, isLanguage, loadLanguagePack, type Language } from '@/i18n';
import { loadAntdLocale } from '@/app/antdLocale';
import { DEFAULT_PRIMARY_COLOR, isHexColour } from '@/domain/colour';

export type ComponentSize = 'small' | 'middle' | 'large';

export interface ChosenRegion {
  region_id: number;
  region_name: string;
}

export const DEFAULT_REGION: ChosenRegion = { region_id: 310100, region_name: '上海市' };

const isColor = (value: unknown): value is string => typeof value === 'string' && isHexColour(value);

interface Preferences {
  language: Language;
  primaryColor: string;
  darkMode: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  showSettings: boolean;
  sidebarOpened: boolean;
  /** The floating aunt message panel is open (the spec's "message panel open or closed"). */
  messagePanelOpen: boolean;
  componentSize: ComponentSize;
  region: ChosenRegion;
}

interface SettingsState extends Preferences {
  setLanguage: (language: Language) => void;
  setPrimaryColor: (color: string) => void;
  /** Sets one of the boolean layout switches. */
  setSwitch: (name: 'darkMode' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'showSettings', value: boolean) => void;
  setSidebarOpened: (opened: boolean) => void;
  setMessagePanelOpen: (open: boolean) => void;
  setComponentSize: (size: ComponentSize) => void;
  setRegion: (region: ChosenRegion) => void;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  darkMode: false,
  tagsView: false,
  fixedHeader: true,
  sidebarLogo: true,
  showSettings: true,
  sidebarOpened: true,
  messagePanelOpen: false,
  componentSize: 'middle',
  region: DEFAULT_REGION,
};

/** Keeps only well-formed saved values, so a damaged localStorage entry cannot break the app. */
function sanitize(saved: Partial<Preferences>): Partial<Preferences> {
  const clean: Partial<Preferences> = {};
  if (isLanguage(saved.language)) clean.language = saved.language;
  if (isColor(saved.primaryColor)) clean.primaryColor = saved.primaryColor;
  for (const key of ['darkMode', 'tagsView', 'fixedHeader', 'sidebarLogo', 'showSettings', 'sidebarOpened', 'messagePanelOpen'] as const) {
    if (typeof saved[key] === 'boolean') clean[key] = saved[key];
  }
  if (saved.componentSize === 'small' || saved.componentSize === 'middle' || saved.componentSize === 'large') clean.componentSize = saved.componentSize;
  if (saved.region && typeof saved.region.region_id === 'number' && typeof saved.region.region_name === 'string') clean.region = saved.region;
  return clean;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setLanguage: (language) => set({ language }),
      setPrimaryColor: (color) => {
        if (isColor(color)) set({ primaryColor: color });
      },
      setSwitch: (name, value) => set({ [name]: value }),
      setSidebarOpened: (sidebarOpened) => set({ sidebarOpened }),
      setMessagePanelOpen: (messagePanelOpen) => set({ messagePanelOpen }),
      setComponentSize: (componentSize) => set({ componentSize }),
      setRegion: (region) => set({ region }),
    }),
    {
      name: 'agency-settings',
      partialize: (state): Preferences => ({
        language: state.language,
        primaryColor: state.primaryColor,
        darkMode: state.darkMode,
        tagsView: state.tagsView,
        fixedHeader: state.fixedHeader,
        sidebarLogo: state.sidebarLogo,
        showSettings: state.showSettings,
        sidebarOpened: state.sidebarOpened,
        messagePanelOpen: state.messagePanelOpen,
        componentSize: state.componentSize,
        region: state.region,
      }),
      merge: (persisted, current) => ({ ...current, ...sanitize((persisted ?? {}) as Partial<Preferences>) }),
    },
  ),
);

/**
 * Keep i18next (and with it antd's locale, see AppProviders) on the chosen language; runs at
 * import and on every change. The language switches once its pack is loaded, so no label ever
 * shows a bare key.
 */
async function applyLanguage(language: Language): Promise<void> {
  await Promise.all([loadLanguagePack(language), loadAntdLocale(language)]);
  if (useSettings.getState().language !== language) return; // a later choice won
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // The browser title follows the page and the language through app/DocumentTitle.
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
/** Settles when the saved language's pack is in (immediately for zh); main.tsx renders after it. */
export const languageReady: Promise<void> = applyLanguage(useSettings.getState().language);
useSettings.subscribe((state, previous) => {
  if (state.language !== previous.language) void applyLanguage(state.language);
});
