/** THE add / edit container for a long or sectioned form (docs/UI-PATTERNS.md "Add / edit a record"): a drawer, 720 px, the full screen on a phone. */
import { Drawer } from 'antd';
import { useIsMobile } from '@/layout/useIsMobile';
import { RecordFormBody, useRecordFormFrame, type RecordFormProps } from './frame';

export type { RecordFormProps };

const DRAWER_WIDTH = 720;

export function RecordFormDrawer(props: RecordFormProps) {
  const { title, open = true, width = DRAWER_WIDTH, afterClose, onSave, onSaveKey, children } = props;
  const isMobile = useIsMobile();
  const { requestClose, footer } = useRecordFormFrame(props);
  return (
    <Drawer
      open={open}
      title={title}
      size={isMobile ? '100%' : width}
      footer={footer}
      onClose={requestClose}
      afterOpenChange={(visible) => !visible && afterClose?.()}
      autoFocus={false}
      destroyOnHidden
    >
      <RecordFormBody open={open} onSave={onSaveKey ?? onSave}>
        {children}
      </RecordFormBody>
    </Drawer>
  );
}
