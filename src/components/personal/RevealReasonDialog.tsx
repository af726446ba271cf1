/**
 * The reason asked before a masked value is revealed: a choice (联系客户 / 核实身份 / 签约 / 投保 /
 * 其他) plus text for 其他; saving calls /privacy/reveal (the server checks the right and logs it).
 * A server without /privacy/reveal (404): `fallback`, when given, reveals through the spec's own call
 * (e.g. getAuntMobile) after the same reason was asked; without one the feature says it is unavailable.
 * An export with full personal columns asks the same (`exportRows`): the reason goes to the exporter,
 * which sends it with /privacy/export.
 */
import { Alert, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUnavailable } from '@/api/errors';
import { revealPersonal, type RevealAnswer, type RevealReason, type RevealRequest } from '@/api/privacy';
import { privacyQueries } from '@/api/privacy.queries';
import { queryClient } from '@/api/queryClient';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import '@/i18n/texts/personal';

const REASONS: readonly RevealReason['kind'][] = ['contact', 'verify', 'sign', 'insure', 'other'];
const TEXT_MAX = 200;

interface ReasonValues {
  kind?: RevealReason['kind'];
  text?: string;
}

interface RevealProps {
  /** The field's name in the title ("查看完整手机号"). */
  fieldLabel: string;
  target: Omit<RevealRequest, 'reason'>;
  onRevealed: (answer: RevealAnswer) => void;
  /** The reveal failed because the server lacks the call (404) and there is no fallback. */
  onUnavailable: () => void;
  /** The spec's call that reveals the same values when the server lacks /privacy/reveal. */
  fallback?: () => Promise<RevealAnswer>;
  onClose: () => void;
}

interface ExportProps {
  /** An export of full personal columns: the reason is handed over, nothing is called here. */
  onExportReason: (reason: RevealReason) => void;
  onClose: () => void;
}

export type RevealReasonDialogProps = RevealProps | ExportProps;

export function RevealReasonDialog(props: RevealReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonValues>();
  const { saving, error, submit } = useFormSubmit(form);
  const kind = Form.useWatch('kind', form);
  const forExport = 'onExportReason' in props;

  const save = () =>
    void submit(
      ({ kind: chosen, text }) => {
        const reason: RevealReason = { kind: chosen ?? 'other', ...(text?.trim() ? { text: text.trim() } : {}) };
        if (forExport) return Promise.resolve({ reason });
        const { target, fallback, onUnavailable } = props;
        return revealPersonal({ ...target, reason }, { silent: true })
          .catch((failure: unknown) => {
            if (!isUnavailable(failure)) throw failure;
            if (fallback) return fallback();
            onUnavailable();
            throw failure;
          })
          .then((answer) => ({ reason, answer }));
      },
      (result: { reason: RevealReason; answer?: RevealAnswer }) => {
        // A record's "who accessed" and the access log show the new row.
        void queryClient.invalidateQueries({ queryKey: privacyQueries.all });
        if (forExport) props.onExportReason(result.reason);
        else if (result.answer) props.onRevealed(result.answer);
      },
    );

  return (
    <RecordFormModal
      title={forExport ? t('personal.dialog.exportTitle') : t('personal.dialog.title', { field: props.fieldLabel })}
      form={form}
      saving={saving}
      onSave={save}
      onClose={props.onClose}
      okText={t(forExport ? 'personal.dialog.exportOk' : 'personal.dialog.ok')}
    >
      <Form form={form} layout="vertical" name="reveal-reason">
        <Typography.Paragraph type="secondary">{t(forExport ? 'personal.dialog.exportHint' : 'personal.dialog.hint')}</Typography.Paragraph>
        <Form.Item name="kind" label={t('personal.dialog.reason')} rules={[{ required: true, message: t('personal.dialog.reasonRequired') }]}>
          <Radio.Group options={REASONS.map((value) => ({ value, label: t(`personal.reasons.${value}`) }))} />
        </Form.Item>
        {kind === 'other' && (
          <Form.Item name="text" label={t('personal.dialog.text')} rules={[{ required: true, whitespace: true, message: t('personal.dialog.textRequired') }]}>
            <Input.TextArea maxLength={TEXT_MAX} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
