/**
 * The row actions of a post: preview (always); for those who may change the mini-program
 * (company.manage) edit, publish (a draft or a withdrawn post), withdraw (asked first; it unpins),
 * pin / unpin (published posts). A refusal (a fourth pin, say) shows the server's words; each row
 * runs one request at a time.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/DataTable/RowActions';
import { setCompanyDynamic, type CompanyDynamic, type SetCompanyDynamicRequest } from '@/api/companyApp';
import { dynamicStatusAllowed } from '@/domain/companyAppCodes';
import { useConfirmedMutation, type ConfirmPrompt } from '@/hooks/useConfirmedMutation';

export interface NewsActionHandlers {
  edit: (post: CompanyDynamic) => void;
  preview: (post: CompanyDynamic) => void;
  changed: (post: CompanyDynamic) => void;
}

export function useNewsActions(canManage: boolean, { edit, preview, changed }: NewsActionHandlers): (post: CompanyDynamic) => ReactNode {
  const { t } = useTranslation();
  const mutation = useConfirmedMutation();

  const send = useCallback(
    (post: CompanyDynamic, change: Omit<SetCompanyDynamicRequest, 'dynamicId'>, done: string, confirm?: ConfirmPrompt) =>
      void mutation.run({
        key: post.dynamicId,
        confirm,
        mutate: (options) => setCompanyDynamic({ dynamicId: post.dynamicId, ...change }, options),
        success: done,
        onDone: changed,
      }),
    [changed, mutation],
  );

  return useCallback(
    (post: CompanyDynamic) => {
      const a = (key: string) => t(`companyApp.news.actions.${key}`);
      const busy = mutation.isBusy(post.dynamicId);
      const withdraw = () =>
        send(post, { status: 2 }, t('companyApp.news.done.withdrawn'), {
          title: t('companyApp.news.withdraw.title', { title: post.title }),
          content: t('companyApp.news.withdraw.content'),
          okText: t('companyApp.news.withdraw.ok'),
          danger: true,
          cancelText: t('companyApp.common.cancel'),
        });
      const pin = post.isTop === 1 ? 'unpin' : 'pin';
      return (
        <RowActions
          actions={[
            { key: 'preview', label: a('preview'), onClick: () => preview(post) },
            canManage && { key: 'edit', label: a('edit'), onClick: () => edit(post) },
            canManage &&
              post.status !== 1 &&
              dynamicStatusAllowed(post.status, 1) && {
                key: 'publish',
                label: a('publish'),
                busy,
                onClick: () => send(post, { status: 1 }, t('companyApp.news.done.published')),
              },
            canManage &&
              post.status === 1 && {
                key: pin,
                label: a(pin),
                busy,
                onClick: () =>
                  send(post, { isTop: post.isTop === 1 ? 0 : 1 }, t(post.isTop === 1 ? 'companyApp.news.done.unpinned' : 'companyApp.news.done.pinned')),
              },
            canManage && post.status === 1 && { key: 'withdraw', label: a('withdraw'), danger: true, busy, onClick: withdraw },
          ]}
        />
      );
    },
    [canManage, edit, mutation, preview, send, t],
  );
}
