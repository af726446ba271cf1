/** 收入 / 支出 / 净额 of the filter in force, from the list's summary (the server sums in fen). */
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeSummary } from '@/api/finance';
import { totalsFen } from '../feeText';
import styles from './FeeRecords.module.css';
import { moneyOfFen } from '@/domain/format';

export function TotalsBar({ summary, failed }: { summary: FeeSummary | null; failed: boolean }) {
  const { t } = useTranslation();
  const totals = totalsFen(summary);
  if (failed) return null;
  const item = (key: 'income' | 'expense' | 'net', value: number, className?: string) => (
    <div className={styles.total} data-testid={`fee-total-${key}`}>
      <span className={styles.totalsLabel}>{t(`finance.records.totals.${key}`)}</span>
      <span className={`${styles.totalValue} ${className ?? ''}`}>{moneyOfFen(value)}</span>
    </div>
  );
  return (
    <section className={styles.totals} aria-label={t('finance.records.totals.label')} aria-live="polite" aria-busy={totals === null}>
      {totals === null ? (
        <Skeleton.Input active size="small" aria-label={t('finance.records.totals.loading')} />
      ) : (
        <>
          {item('income', totals.income, styles.income)}
          {item('expense', totals.expense, styles.expense)}
          {item('net', totals.net, totals.net < 0 ? styles.expense : undefined)}
        </>
      )}
    </section>
  );
}
