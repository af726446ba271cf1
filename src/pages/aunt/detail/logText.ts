/**
 * The server writes log contents with record field names ('auntName 王彩霞; workStatus 1 -> 5');
 * shown to people, each item's leading field name becomes its label (姓名 王彩霞).
 */
export function humanizeLogContent(content: string, labelOf: (field: string) => string | null): string {
  return content
    .split('; ')
    .map((item) => item.replace(/^([A-Za-z][A-Za-z]*)(?=:|\s|$)/, (field: string) => labelOf(field) ?? field))
    .join('; ');
}
