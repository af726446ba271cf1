/** A page of merge records: its title card with what it lists, then the list (MergeRecordsList). */
import { Card } from 'antd';
import type { ComponentProps } from 'react';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { MergeRecordsList } from './MergeRecordsList';
import styles from './United.module.css';

type RecordsPageProps = Omit<ComponentProps<typeof MergeRecordsList>, 'label'> & { title: string; intro: string };

export function RecordsPage({ title, intro, ...list }: RecordsPageProps) {
  return (
    <div>
      <PageHeaderCard title={title} aside={<span className={styles.facts}>{intro}</span>} />
      <Card>
        <MergeRecordsList {...list} label={title} />
      </Card>
    </div>
  );
}
