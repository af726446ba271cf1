/** A row's every field in a drawer (purchases, marriage applications): one section of label / value pairs. */
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { DetailSection, type DetailItem } from '@/components/DetailGrid';

interface FactsDrawerProps {
  /** The kind of record (订单详情); the row's name follows it. */
  title: string;
  name: string | undefined;
  /** The row's facts; null: closed. */
  items: DetailItem[] | null;
  onClose: () => void;
}

export function FactsDrawer({ title, name, items, onClose }: FactsDrawerProps) {
  return (
    <DetailsDrawer open={items !== null} title={title} name={name} onClose={onClose}>
      {items && <DetailSection items={items} />}
    </DetailsDrawer>
  );
}
