import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerFollowUp } from '@/api/employer.types';
import { FollowUpForm } from './FollowUpForm';

export interface FollowUpDialogProps {
  employer: { employerId: number; employerName: string } | null;
  onClose: () => void;
  onCreated: (followUp: EmployerFollowUp) => void;
}

/** The follow-up form in a dialog (the list's row action); closes once the entry is stored. */
export function FollowUpDialog({ employer, onClose, onCreated }: FollowUpDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={employer !== null}
      title={employer ? t('employer.followUp.title', { name: employer.employerName }) : null}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {employer && (
        <FollowUpForm
          employerId={employer.employerId}
          employerName={employer.employerName}
          autoFocus
          extraAction={<Button onClick={onClose}>{t('employer.form.cancel')}</Button>}
          onCreated={(followUp) => {
            onCreated(followUp);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
