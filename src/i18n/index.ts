/**
 * i18next set up once with both languages bundled (they are small). zh is the default;
 * the chosen language is remembered in localStorage by the settings store.
 */
import i18next from 'i18next';
import zh from './zh.json';
import en from './en.json';
import { menuLabels } from './menu';
import { namespaces } from './namespaces';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh';

/**
 * Bundled resources: the core texts (zh.json/en.json), one file per feature namespace
 * (zh/<ns>.json, en/<ns>.json, under the key `<ns>.*`), and the menu titles under `menu.*`.
 */
export const resources = {
  zh: { translation: { ...zh, ...namespaces.zh, menu: menuLabels.zh } },
  en: { translation: { ...en, ...namespaces.en, menu: menuLabels.en } },
} as const;

export const i18n = i18next.createInstance();

void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}
