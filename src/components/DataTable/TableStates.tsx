/** What a list shows instead of rows: nothing found (with a way out) or a failure (with retry). */
import { CloseCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DataTable.module.css';

export function TableEmpty({ filtered, onClearFilters, children }: { filtered: boolean; onClearFilters?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <InboxOutlined className={styles.stateIcon} aria-hidden />
      <div>{filtered ? t('table.emptyFiltered') : t('table.empty')}</div>
      {children}
      {filtered && (
        <>
          <div>{t('table.emptyFilteredHint')}</div>
          {onClearFilters && (
            <Button size="small" onClick={onClearFilters}>
              {t('table.clearFilters')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

export function TableError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <CloseCircleOutlined className={styles.errorIcon} aria-hidden />
      <strong>{t('table.error')}</strong>
      <div>{message}</div>
      <Button size="small" type="primary" onClick={onRetry}>
        {t('table.retry')}
      </Button>
    </div>
  );
}
