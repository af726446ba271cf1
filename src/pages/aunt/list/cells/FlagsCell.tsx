import { LockFilled, PushpinFilled, StarFilled } from '@ant-design/icons';
import { theme } from 'antd';
import styles from '../AuntList.module.css';
import { useTranslation } from 'react-i18next';
import type { AuntRow } from '../listData';

/** Pinned, locked and favourite as small icons with their names. */
export function FlagsCell({ row }: { row: AuntRow }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const flags = [
    row.isTop === 1 && { key: 'top', label: t('aunt.fields.isTop'), icon: <PushpinFilled style={{ color: token.colorError }} /> },
    row.isLocked === 1 && { key: 'locked', label: t('aunt.fields.isLocked'), icon: <LockFilled style={{ color: token.colorTextSecondary }} /> },
    row.isFav === 1 && { key: 'fav', label: t('aunt.fields.isFav'), icon: <StarFilled style={{ color: token.colorWarning }} /> },
  ].filter((flag) => flag !== false);
  return (
    <span className={styles.inlineGap}>
      {flags.map((flag) => (
        <span key={flag.key} title={flag.label}>
          <span role="img" aria-label={flag.label}>
            {flag.icon}
          </span>
        </span>
      ))}
    </span>
  );
}
