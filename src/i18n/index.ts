/**
 * i18next set up once with both languages bundled (they are small). zh is the default;
 * the chosen language is remembered in localStorage by the settings store.
 */
import i18next from 'i18next';
import zh from './zh.json';
import en from './en.json';
import { menuLabels } from './menu';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Bundled resources; menu titles (the role pages' pageTitle keys) live under `menu.*`. */
export const resources = {
  zh: { translation: { ...zh, menu: menuLabels.zh } },
  en: { translation: { ...en, menu: menuLabels.en } },
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
