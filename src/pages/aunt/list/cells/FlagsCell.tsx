import { glyph } from '@/components/DataTable/glyph';
import styles from '../AuntList.module.css';
import '@/i18n/texts/unitedShelf';
import { useAuntList } from '../context';
import type { AuntRow } from '../listData';

/** Pinned, locked, favourite and shared to the joint hall as small icons with their names, in the theme's colours (its CSS variables: no token hook per row). */
export function FlagsCell({ row }: { row: AuntRow }) {
  const { t } = useAuntList();
  const flags = [
    row.isTop === 1 && { key: 'top', label: t('aunt.fields.isTop'), icon: glyph('pushpin', { className: styles.flagTop }) },
    row.isLocked === 1 && { key: 'locked', label: t('aunt.fields.isLocked'), icon: glyph('lock', { className: styles.flagLocked }) },
    row.isFav === 1 && { key: 'fav', label: t('aunt.fields.isFav'), icon: glyph('star', { className: styles.flagFav }) },
    row.isShared === 1 && { key: 'shared', label: t('unitedShelf.state.sharedLong'), icon: glyph('share', { className: styles.flagShared }) },
  ].filter((flag) => flag !== false);
  return (
    <span className={styles.inlineGap}>
      {flags.map((flag) => (
        <span key={flag.key} role="img" aria-label={flag.label} title={flag.label}>
          {flag.icon}
        </span>
      ))}
    </span>
  );
}
