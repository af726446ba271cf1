/** The small dialogs of the aunt list: deliver to a staff member, remarks, blacklist reason, the reason of a rejection (驳回), the reason of a mobile reveal. */
import { Alert, Form, Input, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import { queryClient } from '@/api/queryClient';
import type { CompanyUser } from '@/api/user.types';
import { VERIFY_REASON_MAX } from '@/domain/auntCodes';
import { AuntMobileRevealDialog } from '@/components/aunt';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useQueryData } from '@/hooks/useQueryData';
import { useAuntList, type AuntDialog } from './context';

const REMARK_MAX = 500;

/** A batch none of whose rows went through (its summary already shown): a failed save, so 保存 again sends again. */
class NoneWentThrough extends Error {}

const allOrNothing = async (count: Promise<number>) => {
  if ((await count) === 0) throw new NoneWentThrough();
};
const BLACKLIST_REASON_MAX = 200;

interface DialogProps {
  dialog: AuntDialog | null;
  users: readonly CompanyUser[];
  onClose: () => void;
}

export function AuntDialogs({ dialog, users, onClose }: DialogProps) {
  if (!dialog) return null;
  if (dialog.kind === 'deliver') return <DeliverDialog key="deliver" dialog={dialog} users={users} onClose={onClose} />;
  if (dialog.kind === 'remark') return <RemarkDialog key={`remark-${dialog.row.auntId}`} dialog={dialog} onClose={onClose} />;
  if (dialog.kind === 'reveal') return <RevealDialog key={`reveal-${dialog.row.auntId}`} dialog={dialog} onClose={onClose} />;
  if (dialog.kind === 'reject') return <RejectDialog key="reject" dialog={dialog} onClose={onClose} />;
  return <BlacklistDialog key={`blacklist-${dialog.row.auntId}`} dialog={dialog} onClose={onClose} />;
}

/** The full mobile, after a reason: shown in her row (actions.revealed) for this visit. */
function RevealDialog({ dialog, onClose }: { dialog: Extract<AuntDialog, { kind: 'reveal' }>; onClose: () => void }) {
  const { actions } = useAuntList();
  const { auntId } = dialog.row;
  return (
    <AuntMobileRevealDialog
      auntId={auntId}
      onRevealed={(mobile) => {
        actions.revealed.set(auntId, mobile);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

function DeliverDialog({ dialog, users, onClose }: { dialog: Extract<AuntDialog, { kind: 'deliver' }>; users: readonly CompanyUser[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { batch } = useAuntList();
  const [form] = Form.useForm<{ userId: number }>();
  // The batch runner sums up every row's outcome itself; the dialog stays open when none went through.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const single = dialog.rows.length === 1 ? dialog.rows[0] : null;
  const choices = users.filter((user) => user.isEnabled === 1 && user.userId !== single?.teacherUserId);
  const deliver = () =>
    void submit((values) => {
      const user = choices.find((candidate) => candidate.userId === values.userId);
      return allOrNothing(user ? batch.deliver(dialog.rows, user) : Promise.resolve(0));
    }, onClose);
  return (
    <RecordFormModal
      title={single ? t('auntList.deliver.titleOne', { name: single.auntName }) : t('auntList.deliver.titleMany', { count: dialog.rows.length })}
      form={form}
      saving={saving}
      onSave={deliver}
      onClose={onClose}
      okText={t('auntList.deliver.ok')}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="userId" label={t('auntList.deliver.to')} rules={[{ required: true, message: t('auntList.deliver.placeholder') }]}>
          <Select<number>
            virtual={false}
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('auntList.deliver.to')}
            placeholder={t('auntList.deliver.placeholder')}
            options={choices.map((user) => ({ value: user.userId, label: user.contact }))}
          />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}

function RemarkDialog({ dialog, onClose }: { dialog: Extract<AuntDialog, { kind: 'remark' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const { actions } = useAuntList();
  const [form] = Form.useForm<{ remarks: string }>();
  const { auntId } = dialog.row;
  const remark = useQueryData(auntQueries.remark(auntId));
  const loaded = remark.data ? (remark.data.remarks ?? '') : null;
  const error = loaded === null ? remark.error : null;
  // A failure is shown by the error catalogue; the typed text stays.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });

  const save = () =>
    submit(
      ({ remarks }) => actions.saveRemark(dialog.row, remarks.trim()),
      () => {
        void queryClient.invalidateQueries({ queryKey: auntQueries.remark(auntId).queryKey });
        onClose();
      },
    );
  return (
    <RecordFormModal
      title={t('auntList.remark.title', { name: dialog.row.auntName })}
      form={form}
      saving={saving}
      loading={loaded === null}
      onSave={() => loaded !== null && save()}
      onClose={onClose}
    >
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : loaded === null ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Form form={form} initialValues={{ remarks: loaded }}>
          <Form.Item name="remarks" noStyle>
            <Input.TextArea autoFocus aria-label={t('aunt.fields.remarks')} maxLength={REMARK_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
          </Form.Item>
        </Form>
      )}
    </RecordFormModal>
  );
}

function BlacklistDialog({ dialog, onClose }: { dialog: Extract<AuntDialog, { kind: 'blacklist' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const { actions } = useAuntList();
  return (
    <ReasonDialog
      title={t('auntList.blacklist.title', { name: dialog.row.auntName })}
      label={t('aunt.fields.blacklistReason')}
      placeholder={t('auntList.blacklist.placeholder')}
      requiredText={t('auntList.blacklist.required')}
      okText={t('auntList.blacklist.ok')}
      maxLength={BLACKLIST_REASON_MAX}
      onClose={onClose}
      onSubmit={async (reason) => {
        await actions.setWorkStatus(dialog.row, 6, reason);
        return true;
      }}
    />
  );
}

/** 驳回 one or many aunts awaiting verification, with one reason; stays open (the reason kept) when none was rejected. */
function RejectDialog({ dialog, onClose }: { dialog: Extract<AuntDialog, { kind: 'reject' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const { batch } = useAuntList();
  const single = dialog.rows.length === 1 ? dialog.rows[0] : null;
  return (
    <ReasonDialog
      title={single ? t('auntList.verify.rejectTitleOne', { name: single.auntName }) : t('auntList.verify.rejectTitleMany', { count: dialog.rows.length })}
      label={t('auntList.verify.reason')}
      placeholder={t('auntList.verify.reasonPlaceholder')}
      requiredText={t('auntList.verify.reasonRequired')}
      okText={t('auntList.verify.reject')}
      maxLength={VERIFY_REASON_MAX}
      onClose={onClose}
      onSubmit={async (reason) => (await batch.reject(dialog.rows, reason)) > 0}
    />
  );
}

interface ReasonDialogProps {
  title: string;
  label: string;
  placeholder: string;
  requiredText: string;
  okText: string;
  maxLength: number;
  onClose: () => void;
  /** Sends the trimmed reason: true closes the dialog; a rejection with a message shows it in place. */
  onSubmit: (reason: string) => Promise<boolean>;
}

/** A required, bounded reason (blacklisting, a rejection): refused empty in place, kept when the save fails. */
function ReasonDialog({ title, label, placeholder, requiredText, okText, maxLength, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, error, setError, submit } = useFormSubmit(form, {
    formError: (caught) => (caught instanceof NoneWentThrough ? null : caught instanceof Error && caught.message ? caught.message : t('errors.generic')),
  });
  const save = () =>
    submit(async ({ reason }) => {
      if (!(await onSubmit(reason.trim()))) throw new NoneWentThrough();
    }, onClose);
  return (
    <RecordFormModal title={title} form={form} saving={saving} onSave={save} onClose={onClose} okText={okText} danger>
      <Form form={form} layout="vertical" initialValues={{ reason: '' }} onValuesChange={() => setError(null)}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: requiredText }]}
          {...(error ? { validateStatus: 'error' as const, help: error } : {})}
        >
          <Input.TextArea aria-label={label} maxLength={maxLength} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder={placeholder} />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}
