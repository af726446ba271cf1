/**
 * The staff page's one-click actions, each confirmed first and run once per row (useConfirmedMutation): disable (the
 * account's sessions end), enable (refused without a free seat: the server's words with the link
 * to the vip page) and removing a WeChat binding. After each the page's list and team reload.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { isApiError } from '@/api/errors';
import { USER_CODES, enOrDisableUser, removeBindWxUser, type CompanyUser } from '@/api/user';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { SeatLimitNotice, VIP_PATH } from './Seats';

export function useStaffActions(onChanged: () => void): { toggle: (row: CompanyUser) => void; unbindWechat: (row: CompanyUser) => void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useRouterNavigate();
  const mutation = useConfirmedMutation();

  /** Asks, then runs `call` once for the row; a refusal is shown in place of the confirmation. */
  const confirmThen = useCallback(
    (
      userId: number,
      options: { title: string; content: string; okText: string; danger?: boolean },
      call: (request: { silent: true }) => Promise<unknown>,
      done: string,
    ) =>
      void mutation.run({
        key: userId,
        confirm: { ...options, cancelText: t('staff.form.cancel') },
        mutate: call,
        success: done,
        showError: (text, error) => {
          const seatLimit = isApiError(error) && error.code === USER_CODES.seatLimit;
          const notice = modal.warning({ title: options.title, okText: t('staff.ok') });
          const upgrade = () => {
            notice.destroy();
            void navigate(VIP_PATH);
          };
          notice.update({ content: seatLimit ? <SeatLimitNotice message={text} onUpgrade={upgrade} /> : text });
        },
        onSettled: onChanged,
      }),
    [modal, mutation, navigate, onChanged, t],
  );

  const toggle = useCallback(
    (row: CompanyUser) => {
      const disable = row.isEnabled === 1;
      const key = disable ? 'disable' : 'enable';
      confirmThen(
        row.userId,
        {
          title: t(`staff.confirm.${key}.title`, { name: row.contact }),
          content: t(`staff.confirm.${key}.content`),
          okText: t(`staff.actions.${key}`),
          danger: disable,
        },
        (request) => enOrDisableUser({ userId: row.userId, isEnabled: disable ? 0 : 1 }, request),
        t(`staff.done.${key}`, { name: row.contact }),
      );
    },
    [confirmThen, t],
  );

  const unbindWechat = useCallback(
    (row: CompanyUser) =>
      confirmThen(
        row.userId,
        {
          title: t('staff.confirm.unbind.title', { name: row.contact }),
          content: t('staff.confirm.unbind.content'),
          okText: t('staff.actions.unbindWechat'),
          danger: true,
        },
        (request) => removeBindWxUser({ userId: row.userId }, request),
        t('staff.done.unbind', { name: row.contact }),
      ),
    [confirmThen, t],
  );

  return { toggle, unbindWechat };
}
