/**
 * i18next set up once. zh (the default) is bundled; English is a pack loaded the first time it
 * is chosen (loadLanguagePack), so Chinese users never download it, nor the English of the texts
 * that load later with the layout (./features). The chosen language is remembered in
 * localStorage by the settings store.
 */
import i18next from 'i18next';
import zh from './zh.json';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh';

/**
 * The core texts bundled with the entry: app, login, session, errors, routes, layout (zh.json;
 * en.json is the same keys in English). Feature texts and menu labels are added by ./features
 * when the layout or a public page loads.
 */
export const resources = {
  zh: { translation: zh },
} as const;

const loadedPacks = new Set<Language>(['zh']);

/**
 * Makes sure a language's texts are loaded: for English its core pack and the English of the
 * feature texts (./featuresEn; ./features registers the Chinese with the layout), two chunks.
 */
export async function loadLanguagePack(language: Language): Promise<void> {
  if (loadedPacks.has(language)) return;
  const [pack, features] = await Promise.all([import('./en.json'), import('./featuresEn')]);
  for (const texts of [pack.default, features.featureTextsEn]) i18n.addResourceBundle('en', 'translation', texts, true, true);
  loadedPacks.add(language);
}

export const i18n = i18next.createInstance();

void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // No advertisement in the console.
  showSupportNotice: false,
});

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
