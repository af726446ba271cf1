/** THE add / edit container for a short form (docs/UI-PATTERNS.md "Add / edit a record"): a modal, 520 px unless told. */
import { Modal } from 'antd';
import { RecordFormBody, useRecordFormFrame, type RecordFormProps } from './frame';

export type { RecordFormProps };

export function RecordFormModal(props: RecordFormProps) {
  const { title, open = true, width, afterClose, onSave, onSaveKey, children } = props;
  const { requestClose, footer } = useRecordFormFrame(props);
  return (
    <Modal open={open} title={title} width={width} footer={footer} onCancel={requestClose} afterClose={afterClose} mask={{ closable: false }} destroyOnHidden>
      <RecordFormBody open={open} onSave={onSaveKey ?? onSave}>
        {children}
      </RecordFormBody>
    </Modal>
  );
}
