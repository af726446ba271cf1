/**
 * The steps of a service request (list rows and the details drawer alike): only those the request
 * graph allows in its status and the user's employer ownership permissions allow on its assignee.
 * 受理 runs at once (busy while it runs, so a double click sends one request), 重新打开 asks first,
 * 分配 / 关闭 / 转为客户 open their dialogs (转为客户 first reveals the masked mobile with a reason). A converted request links to its employer and to a new
 * recruitment order for its job; a conversion opens that new-order dialog itself.
 */
import { App } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { RowActions, type RowAction } from '@/components/DataTable/RowActions';
import { setCompanyAppOrder, type CompanyAppOrder } from '@/api/companyApp';
import { canByOwnership } from '@/auth/permission';
import { allowedRequestActions, type RequestAction } from '@/domain/appRequestGraph';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useConfirmedMutation, type ConfirmPrompt } from '@/hooks/useConfirmedMutation';
import { createOrderPath } from '@/pages/employer/jobs/useJobActions';
import { useAccess, useSession } from '@/stores/session';
import { refreshPendingRequests } from './requestBell';
import { AssignDialog, CloseDialog } from './StepDialogs';
import { ConvertDialog } from './ConvertDialog';
import { useRevealForForm, type RevealedValue } from '@/components/personal/useRevealForForm';
import { pageLink } from '@/app/pageLinks';

type DialogStep = 'assign' | 'close' | 'convert';
type OpenStep =
  | { step: 'assign'; request: CompanyAppOrder }
  | { step: 'close'; request: CompanyAppOrder }
  | { step: 'convert'; request: CompanyAppOrder; mobile: RevealedValue };

export interface RequestActions {
  renderActions: (request: CompanyAppOrder, options?: { withDetails?: boolean }) => ReactNode;
  /** The open step dialog, if any (render it once, beside the list). */
  dialog: ReactNode;
}

export function useRequestActions(changed: (answer: CompanyAppOrder) => void, openDetails: (request: CompanyAppOrder) => void): RequestActions {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useRouterNavigate();
  const access = useAccess();
  const me = useSession((state) => state.user);
  const mutation = useConfirmedMutation();
  const [open, setOpen] = useState<OpenStep | null>(null);
  const { ask: askMobile, dialog: revealDialog } = useRevealForForm();

  const settle = useCallback(
    (answer: CompanyAppOrder) => {
      changed(answer);
      // The pending requests with the signed-in user may have changed (the bell).
      void refreshPendingRequests();
    },
    [changed],
  );

  const run = useCallback(
    (request: CompanyAppOrder, action: 'accept' | 'reopen', done: string, confirm?: ConfirmPrompt) =>
      void mutation.run({
        key: request.appOrderId,
        confirm,
        mutate: (options) => setCompanyAppOrder({ appOrderId: request.appOrderId, action }, options),
        success: done,
        onDone: settle,
      }),
    [mutation, settle],
  );

  const reopen = useCallback(
    (request: CompanyAppOrder) =>
      run(request, 'reopen', t('companyApp.requests.done.reopened'), {
        title: t('companyApp.requests.reopen.title'),
        content: t('companyApp.requests.reopen.content', { user: request.assigneeName || me?.contact || '' }),
        okText: t('companyApp.requests.reopen.ok'),
        cancelText: t('companyApp.common.cancel'),
      }),
    [me?.contact, run, t],
  );

  const renderActions = useCallback(
    (request: CompanyAppOrder, options: { withDetails?: boolean } = {}) => {
      const mayAct = access !== null && canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, request.assigneeId);
      const allowed = new Set<RequestAction>(mayAct ? allowedRequestActions(request.status) : []);
      const label = (action: string) => t(`companyApp.requests.actions.${action}`);
      const busy = mutation.isBusy(request.appOrderId);
      const action = (key: string, onClick: () => void, extra: Partial<RowAction> = {}): RowAction => ({ key, label: label(key), onClick, ...extra });
      const dialog = (step: Exclude<DialogStep, 'convert'>) => () => setOpen({ step, request });
      // The list answers the mobile masked: the conversion reveals it first (with a reason, logged).
      const convert = () =>
        askMobile({ subject: 'appOrder', id: request.appOrderId, field: 'mobile', kind: 'mobile' }, request.mobile, (mobile) =>
          setOpen({ step: 'convert', request, mobile }),
        );
      return (
        <RowActions
          actions={[
            options.withDetails !== false && action('details', () => openDetails(request)),
            allowed.has('accept') &&
              action('accept', () => run(request, 'accept', t('companyApp.requests.done.accepted', { contact: request.contactName })), { busy }),
            allowed.has('convert') && action('convert', convert),
            allowed.has('assign') && action('assign', dialog('assign')),
            allowed.has('reopen') && action('reopen', () => reopen(request), { busy }),
            request.employerId !== null && action('openEmployer', () => void navigate(pageLink.employerDetail(request.employerId ?? 0))),
            request.employerId !== null &&
              request.jobId !== null &&
              action('createOrder', () => void navigate(createOrderPath({ employerId: request.employerId ?? 0, jobId: request.jobId ?? 0 }))),
            allowed.has('close') && action('close', dialog('close'), { danger: true }),
          ]}
        />
      );
    },
    [access, askMobile, mutation, navigate, openDetails, reopen, run, t],
  );

  const close = () => setOpen(null);
  const finish = (answer: CompanyAppOrder, done: string) => {
    setOpen(null);
    settle(answer);
    void message.success(done);
  };
  const stepDialog = !open ? null : open.step === 'assign' ? (
    <AssignDialog
      request={open.request}
      onClose={close}
      onDone={(answer) => finish(answer, t('companyApp.requests.done.assigned', { user: answer.assigneeName }))}
    />
  ) : open.step === 'close' ? (
    <CloseDialog request={open.request} onClose={close} onDone={(answer) => finish(answer, t('companyApp.requests.done.closed'))} />
  ) : (
    <ConvertDialog
      request={open.request}
      mobile={open.mobile}
      onClose={close}
      onDone={(answer) => {
        finish(answer, t('companyApp.requests.done.converted', { employer: answer.employerName }));
        if (answer.employerId !== null && answer.jobId !== null) void navigate(createOrderPath({ employerId: answer.employerId, jobId: answer.jobId }));
      }}
    />
  );

  return {
    renderActions,
    dialog: (
      <>
        {stepDialog}
        {revealDialog}
      </>
    ),
  };
}
