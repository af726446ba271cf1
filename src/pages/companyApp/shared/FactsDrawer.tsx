/** A row's every field in a drawer (purchases, marriage applications): one section of label / value pairs. */
import { Drawer } from 'antd';
import { DetailSection, type DetailItem } from '@/components/DetailGrid';

export function FactsDrawer({ title, items, onClose }: { title: string | null; items: DetailItem[] | null; onClose: () => void }) {
  return (
    <Drawer open={items !== null} size={560} title={title} onClose={onClose} destroyOnHidden>
      {items && <DetailSection items={items} />}
    </Drawer>
  );
}
