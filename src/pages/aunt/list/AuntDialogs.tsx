/** The small dialogs of the aunt list: deliver to a staff member, remarks, blacklist reason. */
import { Alert, Form, Input, Modal, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAuntRemark } from '@/api/aunt';
import type { CompanyUser } from '@/api/user.types';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { useAuntList, type AuntDialog } from './context';

const REMARK_MAX = 500;
const REASON_MAX = 200;

interface DialogProps {
  dialog: AuntDialog | null;
  users: readonly CompanyUser[];
  onClose: () => void;
}

export function AuntDialogs({ dialog, users, onClose }: DialogProps) {
  if (!dialog) return null;
  if (dialog.kind === 'deliver') return <DeliverDialog key="deliver" dialog={dialog} users={users} onClose={onClose} />;
  if (dialog.kind === 'remark') return <RemarkDialog key={`remark-${dialog.row.auntId}`} dialog={dialog} onClose={onClose} />;
  return <BlacklistDialog key={`blacklist-${dialog.row.auntId}`} dialog={dialog} onClose={onClose} />;
}

function DeliverDialog({ dialog, users, onClose }: { dialog: Extract<AuntDialog, { kind: 'deliver' }>; users: readonly CompanyUser[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { batch } = useAuntList();
  const [userId, setUserId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const single = dialog.rows.length === 1 ? dialog.rows[0] : null;
  const choices = users.filter((user) => user.isEnabled === 1 && user.userId !== single?.teacherUserId);
  const submit = async () => {
    const user = choices.find((candidate) => candidate.userId === userId);
    if (!user) return;
    setBusy(true);
    await batch.deliver(dialog.rows, user);
    setBusy(false);
    onClose();
  };
  return (
    <Modal
      open
      title={single ? t('auntList.deliver.titleOne', { name: single.auntName }) : t('auntList.deliver.titleMany', { count: dialog.rows.length })}
      okText={t('auntList.deliver.ok')}
      okButtonProps={{ disabled: userId === null }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('auntList.deliver.to')} required>
          <Select<number>
            virtual={false}
            showSearch={{ optionFilterProp: 'label' }}
            autoFocus
            aria-label={t('auntList.deliver.to')}
            placeholder={t('auntList.deliver.placeholder')}
            value={userId ?? undefined}
            onChange={setUserId}
            options={choices.map((user) => ({ value: user.userId, label: user.contact }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RemarkDialog({ dialog, onClose }: { dialog: Extract<AuntDialog, { kind: 'remark' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const { actions } = useAuntList();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { auntId } = dialog.row;

  useEffect(() => {
    const controller = new AbortController();
    getAuntRemark({ auntId }, { signal: controller.signal, silent: true }).then(
      (answer) => setText(answer.remarks ?? ''),
      (caught: unknown) => {
        if (!isCancelled(caught)) setError(loadErrorText(caught));
      },
    );
    return () => controller.abort();
  }, [auntId]);

  const submit = async () => {
    if (text === null) return;
    setBusy(true);
    try {
      await actions.saveRemark(dialog.row, text.trim());
      onClose();
    } catch {
      // shown by the error catalogue; the typed text stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('auntList.remark.title', { name: dialog.row.auntName })} okText={t('auntList.remark.ok')} okButtonProps={{ disabled: text === null }} confirmLoading={busy} onOk={submit} onCancel={onClose} destroyOnHidden>
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : text === null ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Input.TextArea autoFocus aria-label={t('aunt.fields.remarks')} value={text} onChange={(event) => setText(event.target.value)} maxLength={REMARK_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
      )}
    </Modal>
  );
}

function BlacklistDialog({ dialog, onClose }: { dialog: Extract<AuntDialog, { kind: 'blacklist' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const { actions } = useAuntList();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(t('auntList.blacklist.required'));
      return;
    }
    setBusy(true);
    try {
      await actions.setWorkStatus(dialog.row, 6, reason.trim());
      onClose();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('auntList.blacklist.title', { name: dialog.row.auntName })} okText={t('auntList.blacklist.ok')} okButtonProps={{ danger: true }} confirmLoading={busy} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('aunt.fields.blacklistReason')} required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.TextArea
            autoFocus
            aria-label={t('aunt.fields.blacklistReason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            maxLength={REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('auntList.blacklist.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
