/**
 * A menu page's title text (pure; small, for the entry's document title). The product's pages
 * carry a key of the menu label tables (i18n/menu.ts); a page created in page management may
 * carry a key the tables lack, with its zh/en labels stored beside it.
 */

/** The zh/en menu label stored with a page created in page management (SysPage titleZh/titleEn). */
export interface TitleLabels {
  zh?: string;
  en?: string;
}

/**
 * The text of a menu (or route) title: the label table's text when the key is known (`known`),
 * else the page's stored label of the language in force, else `fallback` (the key itself).
 *
 * @example titleText(i18n.exists(key) ? t(key) : null, node.labels, i18n.language, node.titleKey)
 */
export function titleText(known: string | null, labels: TitleLabels | undefined, language: string, fallback: string): string {
  if (known) return known;
  const stored = (language.startsWith('en') ? labels?.en : labels?.zh)?.trim();
  return stored || fallback;
}
