/**
 * The row actions of a post: preview (always); for those who may change the mini-program
 * (company.manage) edit, publish (a draft or a withdrawn post), withdraw (asked first; it unpins),
 * pin / unpin (published posts). A refusal (a fourth pin, say) shows the server's words; each row
 * runs one request at a time.
 */
import { App, Button, Space } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setCompanyDynamic, type CompanyDynamic, type SetCompanyDynamicRequest } from '@/api/companyApp';
import { dynamicStatusAllowed } from '@/domain/companyAppCodes';
import { isCancelled, loadErrorText } from '@/hooks/loadError';

export interface NewsActionHandlers {
  edit: (post: CompanyDynamic) => void;
  preview: (post: CompanyDynamic) => void;
  changed: (post: CompanyDynamic) => void;
}

export function useNewsActions(canManage: boolean, { edit, preview, changed }: NewsActionHandlers): (post: CompanyDynamic) => ReactNode {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const send = useCallback(
    async (post: CompanyDynamic, change: Omit<SetCompanyDynamicRequest, 'dynamicId'>, done: string) => {
      if (busy.has(post.dynamicId)) return;
      setBusy((current) => new Set(current).add(post.dynamicId));
      try {
        changed(await setCompanyDynamic({ dynamicId: post.dynamicId, ...change }, { silent: true }));
        void message.success(done);
      } catch (error) {
        if (!isCancelled(error)) void message.error(loadErrorText(error));
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(post.dynamicId);
          return next;
        });
      }
    },
    [busy, changed, message],
  );

  return useCallback(
    (post: CompanyDynamic) => {
      const a = (key: string) => t(`companyApp.news.actions.${key}`);
      const button = (key: string, onClick: () => void, danger = false) => (
        <Button key={key} size="small" type="link" danger={danger} loading={key !== 'preview' && key !== 'edit' && busy.has(post.dynamicId)} aria-label={t('companyApp.news.actions.label', { action: a(key), title: post.title })} onClick={onClick}>
          {a(key)}
        </Button>
      );
      const withdraw = () =>
        modal.confirm({
          title: t('companyApp.news.withdraw.title', { title: post.title }),
          content: t('companyApp.news.withdraw.content'),
          okText: t('companyApp.news.withdraw.ok'),
          okButtonProps: { danger: true },
          cancelText: t('companyApp.common.cancel'),
          onOk: () => send(post, { status: 2 }, t('companyApp.news.done.withdrawn')),
        });
      return (
        <Space size={0} wrap>
          {button('preview', () => preview(post))}
          {canManage && button('edit', () => edit(post))}
          {canManage && post.status !== 1 && dynamicStatusAllowed(post.status, 1) && button('publish', () => void send(post, { status: 1 }, t('companyApp.news.done.published')))}
          {canManage && post.status === 1 && button(post.isTop === 1 ? 'unpin' : 'pin', () => void send(post, { isTop: post.isTop === 1 ? 0 : 1 }, t(post.isTop === 1 ? 'companyApp.news.done.unpinned' : 'companyApp.news.done.pinned')))}
          {canManage && post.status === 1 && button('withdraw', withdraw, true)}
        </Space>
      );
    },
    [busy, canManage, edit, modal, preview, send, t],
  );
}
