import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteEmployer } from '@/api/employer';
import type { Employer } from '@/api/employer.types';

/**
 * Asks before moving an employer to the recycle bin, then deletes it. A refusal (e.g. live
 * orders) is shown by the request layer and nothing changes; `onDeleted` runs only on success.
 *
 * @example const confirmDelete = useConfirmDeleteEmployer(); confirmDelete(row, table.refresh);
 */
export function useConfirmDeleteEmployer(): (employer: Pick<Employer, 'employerId' | 'employerName'>, onDeleted: () => void) => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (employer, onDeleted) => {
      modal.confirm({
        title: t('employer.delete.title', { name: employer.employerName }),
        content: t('employer.delete.content'),
        okText: t('employer.delete.ok'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await deleteEmployer({ employerId: employer.employerId });
          } catch {
            return; // shown by the request layer; the employer stays
          }
          void message.success(t('employer.delete.done', { name: employer.employerName }));
          onDeleted();
        },
      });
    },
    [message, modal, t],
  );
}
