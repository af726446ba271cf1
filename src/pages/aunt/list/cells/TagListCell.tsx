import styles from '../AuntList.module.css';
import { CatalogueTag, type CompanyAuntOptions } from '@/components/aunt';
import { CellTag } from '@/components/CellTag';
import type { AuntRow } from '../listData';

const SHOWN = 3;

/** Her labels (in their colours) then skills: the first three, then "+n" with the rest in a tooltip. `options`: the column's. */
export function TagListCell({ row, options }: { row: AuntRow; options: CompanyAuntOptions | null }) {
  const items = tagItems(row, options);
  if (items.length === 0) return null;
  const rest = items.slice(SHOWN);
  return (
    <span className={styles.tagRow}>
      {items.slice(0, SHOWN).map((item) => (
        <CatalogueTag key={item.key} name={item.name} color={item.color} retired={item.retired} />
      ))}
      {rest.length > 0 && (
        <span title={rest.map((item) => item.name).join('、')}>
          <CellTag style={{ marginInlineEnd: 0 }}>+{rest.length}</CellTag>
        </span>
      )}
    </span>
  );
}

/** Labels then skills of a row, by name (retired ones marked; ids the company does not know are left out). */
export function tagItems(
  row: Pick<AuntRow, 'labels' | 'skills'>,
  options: CompanyAuntOptions | null,
): { key: string; name: string; color?: string; retired: boolean }[] {
  if (!options) return [];
  const labels = row.labels.flatMap((id) => {
    const label = options.labelById.get(id);
    return label ? [{ key: `l${id}`, name: label.labelName, color: label.color || undefined, retired: label.isRetired === 1 }] : [];
  });
  const skills = row.skills.flatMap((id) => {
    const skill = options.skillById.get(id);
    return skill ? [{ key: `s${id}`, name: skill.optionName, retired: skill.isRetired === 1 }] : [];
  });
  return [...labels, ...skills];
}
