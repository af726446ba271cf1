/**
 * The head of a page that is not a list (a form): a white card with the page's title (an h1,
 * styled as the lists' header card), something beside it and actions on the right. Lists use
 * DataTable's ListPageHeader in the same card.
 *
 * @example
 *   <PageHeaderCard title={t('auntForm.title.add')} />
 *   <PageHeaderCard title={t('office.stats.title')} subtitle={t('office.stats.subtitle')} extra={<DateFilterPicker … />} />
 */
import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './PageHeaderCard.module.css';

interface PageHeaderCardProps {
  title: ReactNode;
  /** Under the title, in secondary text: what the page shows. */
  subtitle?: ReactNode;
  /** Beside the title (baseline-aligned), e.g. the record's number. */
  aside?: ReactNode;
  /** On the right, e.g. the page's main action. */
  extra?: ReactNode;
}

export function PageHeaderCard({ title, subtitle, aside, extra }: PageHeaderCardProps) {
  const heading = <h1 className={styles.title}>{title}</h1>;
  return (
    <Card style={{ marginBottom: 16 }} data-testid="page-header">
      <div className={styles.row}>
        <div className={styles.heading}>
          {subtitle ? (
            <div>
              {heading}
              <div className={styles.subtitle}>{subtitle}</div>
            </div>
          ) : (
            heading
          )}
          {aside}
        </div>
        {extra}
      </div>
    </Card>
  );
}
