/** The skills settings page's rows (pure): offered groups with their offered skills, and the retired ones apart. */
import type { AuntSkillItem, AuntSkillOption } from '@/api/company';
import { isOffered } from '@/domain/catalogues';

interface RowBase {
  key: string;
  id: number;
  name: string;
  useCount: number;
  /** Position among its offered siblings, and how many there are. */
  index: number;
  siblings: number;
}

export type SkillOptionRow = RowBase & { kind: 'option'; item: AuntSkillItem; option: AuntSkillOption };
export type SkillItemRow = RowBase & { kind: 'item'; item: AuntSkillItem; children: SkillOptionRow[] };
export type SkillRow = SkillItemRow | SkillOptionRow;

/** A retired group or skill, as the Retired list shows it ("烹饪 / 川菜"). */
export interface RetiredSkill {
  id: number;
  name: string;
  useCount: number;
  kind: 'item' | 'option';
  item: AuntSkillItem;
}

export function skillRows(items: readonly AuntSkillItem[]): { rows: SkillItemRow[]; retired: RetiredSkill[] } {
  const offeredItems = items.filter(isOffered);
  const rows = offeredItems.map((item, index): SkillItemRow => {
    const options = item.options.filter(isOffered);
    return {
      key: `i${item.skillItemId}`,
      kind: 'item',
      id: item.skillItemId,
      name: item.skillItemName,
      useCount: item.useCount ?? 0,
      index,
      siblings: offeredItems.length,
      item,
      children: options.map((option, at) => ({
        key: `o${option.skillOptionId}`,
        kind: 'option',
        id: option.skillOptionId,
        name: option.optionName,
        useCount: option.useCount ?? 0,
        index: at,
        siblings: options.length,
        item,
        option,
      })),
    };
  });
  const retired: RetiredSkill[] = items.flatMap((item) => [
    ...(isOffered(item) ? [] : [{ id: item.skillItemId, name: item.skillItemName, useCount: item.useCount ?? 0, kind: 'item' as const, item }]),
    ...item.options
      .filter((option) => !isOffered(option))
      .map((option) => ({
        id: option.skillOptionId,
        name: `${item.skillItemName} / ${option.optionName}`,
        useCount: option.useCount ?? 0,
        kind: 'option' as const,
        item,
      })),
  ]);
  return { rows, retired };
}
