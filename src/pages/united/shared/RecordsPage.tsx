/** A page of merge records: its title (ListPageHeader) with what it lists, then the list (MergeRecordsList). */
import { Card } from 'antd';
import type { ComponentProps } from 'react';
import { ListPageHeader } from '@/components/DataTable';
import { MergeRecordsList } from './MergeRecordsList';
import styles from './United.module.css';

type RecordsPageProps = Omit<ComponentProps<typeof MergeRecordsList>, 'label'> & { title: string; intro: string };

export function RecordsPage({ title, intro, ...list }: RecordsPageProps) {
  return (
    <Card>
      <ListPageHeader title={title} aside={<span className={styles.facts}>{intro}</span>} />
      <MergeRecordsList {...list} label={title} />
    </Card>
  );
}
