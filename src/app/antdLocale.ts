/**
 * antd's locale per interface language: zh_CN is bundled, en_US is loaded the first time
 * English is chosen (with the English texts, see settings.applyLanguage). Both from antd's ES
 * build: `antd/locale/*` is its CommonJS copy, a second en_US beside the one antd's own
 * components fall back to, and zh_CN with CommonJS wrapping.
 */
import { loadEnUSLocale, zhCN, type Locale } from '@/patches/antdInternals';
import type { Language } from '@/i18n';

const locales: Partial<Record<Language, Locale>> = { zh: zhCN };

export async function loadAntdLocale(language: Language): Promise<void> {
  if (locales[language]) return;
  locales[language] = await loadEnUSLocale();
}

/** The loaded antd locale for a language (zh until the English one has arrived). */
export function antdLocaleFor(language: string): Locale {
  return locales[language as Language] ?? zhCN;
}
