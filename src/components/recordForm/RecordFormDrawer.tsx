/** THE add / edit container for a long or sectioned form (docs/UI-PATTERNS.md "Add / edit a record"): a drawer, 720 px, the full screen on a phone. */
import { Drawer } from 'antd';
import { useDrawerSize } from './drawerSize';
import { RecordFormBody, useFormShown, useRecordFormFrame, type RecordFormProps } from './frame';

export type { RecordFormProps };

export function RecordFormDrawer(props: RecordFormProps) {
  const { title, open = true, width, afterClose, onSave, onSaveKey, children } = props;
  const size = useDrawerSize(width);
  // The long form renders after the drawer's first paint (the opening click stays within its budget).
  const shown = useFormShown(open);
  const { requestClose, footer } = useRecordFormFrame(props, shown);
  return (
    <Drawer
      open={open}
      title={title}
      size={size}
      footer={footer}
      onClose={requestClose}
      afterOpenChange={(visible) => !visible && afterClose?.()}
      autoFocus={false}
      destroyOnHidden
    >
      <RecordFormBody open={open} shown={shown} onSave={onSaveKey ?? onSave}>
        {children}
      </RecordFormBody>
    </Drawer>
  );
}
