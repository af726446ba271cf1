import { i18n } from './index';

type Texts = Record<string, unknown>;

/**
 * Adds one namespace's texts (under `<namespace>.*`) in both languages. Called at module load
 * by the page or component that uses them, so each chunk carries only its own strings.
 */
export function registerTexts(namespace: string, zh: Texts, en: Texts): void {
  i18n.addResourceBundle('zh', 'translation', { [namespace]: zh }, true, true);
  i18n.addResourceBundle('en', 'translation', { [namespace]: en }, true, true);
}
