import { Drawer } from 'antd';
import { Sidebar } from './Sidebar';

/** The sidebar as a drawer from the left under 992 px; a lazy chunk, loaded when first opened. */
export default function MobileMenuDrawer({ open, onClose, width }: { open: boolean; onClose: () => void; width: number }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={width} closable={false} styles={{ body: { padding: 0 } }} title={null}>
      <Sidebar collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
