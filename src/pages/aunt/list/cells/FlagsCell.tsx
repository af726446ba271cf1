import { theme } from 'antd';
import { glyph } from '@/components/DataTable/glyph';
import styles from '../AuntList.module.css';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/unitedShelf';
import type { AuntRow } from '../listData';

/** Pinned, locked, favourite and shared to the joint hall as small icons with their names. */
export function FlagsCell({ row }: { row: AuntRow }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const flags = [
    row.isTop === 1 && { key: 'top', label: t('aunt.fields.isTop'), icon: glyph('pushpin', { style: { color: token.colorError } }) },
    row.isLocked === 1 && { key: 'locked', label: t('aunt.fields.isLocked'), icon: glyph('lock', { style: { color: token.colorTextSecondary } }) },
    row.isFav === 1 && { key: 'fav', label: t('aunt.fields.isFav'), icon: glyph('star', { style: { color: token.colorWarning } }) },
    row.isShared === 1 && { key: 'shared', label: t('unitedShelf.state.sharedLong'), icon: glyph('share', { style: { color: token.colorPrimary } }) },
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
