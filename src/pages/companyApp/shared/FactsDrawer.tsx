/** A row's every field in a drawer (purchases, marriage applications): one section of label / value pairs, then who accessed its personal data. */
import type { PrivacySubject } from '@/api/privacy';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { DetailSection, type DetailItem } from '@/components/DetailGrid';
import { RecordAccessSection } from '@/components/personal/RecordAccessSection';

interface FactsDrawerProps {
  /** The kind of record (订单详情); the row's name follows it. */
  title: string;
  name: string | undefined;
  /** The row's facts; null: closed. */
  items: DetailItem[] | null;
  onClose: () => void;
  /** The record whose accesses "谁查看过" lists (admins only). */
  access?: { subject: PrivacySubject; id: number };
}

export function FactsDrawer({ title, name, items, onClose, access }: FactsDrawerProps) {
  return (
    <DetailsDrawer open={items !== null} title={title} name={name} onClose={onClose}>
      {items && <DetailSection items={items} />}
      {items && access && <RecordAccessSection subject={access.subject} id={access.id} />}
    </DetailsDrawer>
  );
}
