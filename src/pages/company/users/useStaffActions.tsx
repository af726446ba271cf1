/**
 * The staff page's one-click actions, each confirmed first and run one at a time: disable (the
 * account's sessions end), enable (refused without a free seat: the server's words with the link
 * to the vip page) and removing a WeChat binding. After each the page's list and team reload.
 */
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { isApiError } from '@/api/errors';
import { USER_CODES, enOrDisableUser, removeBindWxUser, type CompanyUser } from '@/api/user';
import { loadErrorText } from '@/hooks/loadError';
import { SeatLimitNotice, VIP_PATH } from './Seats';

export function useStaffActions(onChanged: () => void): { toggle: (row: CompanyUser) => void; unbindWechat: (row: CompanyUser) => void } {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useRouterNavigate();
  const running = useRef(false);

  /** Asks, then runs `call` once (a second click while it runs does nothing); a refusal is shown in place of the confirmation. */
  const confirmThen = useCallback(
    (options: { title: string; content: string; okText: string; danger?: boolean }, call: () => Promise<unknown>, done: string) => {
      modal.confirm({
        title: options.title,
        content: options.content,
        okText: options.okText,
        cancelText: t('staff.form.cancel'),
        okButtonProps: { danger: options.danger },
        onOk: async () => {
          if (running.current) return;
          running.current = true;
          try {
            await call();
            void message.success(done);
          } catch (error) {
            const text = loadErrorText(error);
            const seatLimit = isApiError(error) && error.code === USER_CODES.seatLimit;
            const notice = modal.warning({ title: options.title, okText: t('staff.ok') });
            const upgrade = () => {
              notice.destroy();
              void navigate(VIP_PATH);
            };
            notice.update({ content: seatLimit ? <SeatLimitNotice message={text} onUpgrade={upgrade} /> : text });
          } finally {
            running.current = false;
            onChanged();
          }
        },
      });
    },
    [message, modal, navigate, onChanged, t],
  );

  const toggle = useCallback(
    (row: CompanyUser) => {
      const disable = row.isEnabled === 1;
      const key = disable ? 'disable' : 'enable';
      confirmThen(
        { title: t(`staff.confirm.${key}.title`, { name: row.contact }), content: t(`staff.confirm.${key}.content`), okText: t(`staff.actions.${key}`), danger: disable },
        () => enOrDisableUser({ userId: row.userId, isEnabled: disable ? 0 : 1 }, { silent: true }),
        t(`staff.done.${key}`, { name: row.contact }),
      );
    },
    [confirmThen, t],
  );

  const unbindWechat = useCallback(
    (row: CompanyUser) =>
      confirmThen(
        { title: t('staff.confirm.unbind.title', { name: row.contact }), content: t('staff.confirm.unbind.content'), okText: t('staff.actions.unbindWechat'), danger: true },
        () => removeBindWxUser({ userId: row.userId }, { silent: true }),
        t('staff.done.unbind', { name: row.contact }),
      ),
    [confirmThen, t],
  );

  return { toggle, unbindWechat };
}
