import { App, Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { isApiError } from '@/api/errors';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { deleteEmployer } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { employerDeleteBlock } from '@/domain/deleteBlock';
import { phaseOfOrderStatus } from '@/domain/orderFlow';
import { pageLink } from '@/app/pageLinks';
import '@/i18n/texts/orderFlow';

export interface DeleteEmployerCallbacks {
  /** He is in the recycle bin. */
  onDeleted: () => void;
  /** The server refused (his orders changed since the page loaded): show him afresh. */
  onRefused?: () => void;
}

/**
 * Deleting an employer, from the list and from his page alike. When one of his orders keeps him
 * out of the recycle bin (domain/deleteBlock: a signed contract in force, or an order still
 * recruiting; read from his live orders, no request) the user is told why at once, with a way
 * to that order, and is never asked "are you sure". Otherwise it asks, then deletes (useConfirmedMutation).
 * A refusal by the server is shown in the error catalogue's words, the employer stays, `onRefused` runs.
 *
 * @example const confirmDelete = useConfirmDeleteEmployer(); confirmDelete(row, { onDeleted: table.refresh, onRefused: table.refresh });
 */
export function useConfirmDeleteEmployer(): (
  employer: Pick<Employer, 'employerId' | 'employerName' | 'liveOrders'>,
  callbacks: DeleteEmployerCallbacks,
) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mutation = useConfirmedMutation();
  const navigate = useRouterNavigate();
  return useCallback(
    (employer, { onDeleted, onRefused }) => {
      const block = employerDeleteBlock(employer.liveOrders.map((order) => ({ ...order, phase: phaseOfOrderStatus(order.status) })));
      if (block) {
        const notice = modal.warning({
          title: t('employer.delete.blockedTitle', { name: employer.employerName }),
          content: t(`orderFlow.error.${block.reason}`, { orderNo: block.orderNo }),
          okText: t('employer.delete.understood'),
          footer: (_, { OkBtn }) => (
            <>
              <Button
                onClick={() => {
                  notice.destroy();
                  navigate(pageLink.orderDetail(block.orderId));
                }}
              >
                {t('employer.delete.openOrder', { orderNo: block.orderNo })}
              </Button>
              <OkBtn />
            </>
          ),
        });
        return;
      }
      void mutation.run({
        key: employer.employerId,
        confirm: {
          title: t('employer.delete.title', { name: employer.employerName }),
          content: t('employer.delete.content'),
          okText: t('employer.delete.ok'),
          danger: true,
          cancelText: t('common.cancel'),
        },
        mutate: (options) => deleteEmployer({ employerId: employer.employerId }, options),
        success: t('employer.delete.done', { name: employer.employerName }),
        onDone: onDeleted,
        // The employer stays. A business refusal means his orders changed.
        onError: (error) => {
          if (isApiError(error) && error.kind === 'business') onRefused?.();
        },
      });
    },
    [modal, mutation, navigate, t],
  );
}
