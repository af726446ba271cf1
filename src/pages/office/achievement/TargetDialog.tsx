/**
 * The set-target dialog (admins): the income target typed as text (read with parseYuan: exact
 * fen, at most two decimals) and the signings target. Saving is disabled while the request is in
 * flight; a failed save keeps the dialog open with what was typed (the server's words toasted).
 */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { setAchieveData, type Achievement } from '@/api/office';
import { amountRule } from '@/components/formValidation';
import { fenInputText, fenOfYuan, parseYuan, yuanOfFen } from '@/domain/fen';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';

export interface TargetDialogProps {
  row: Achievement;
  month: string;
  onClose: () => void;
  onSaved: (row: Achievement) => void;
}

interface Values {
  target: string;
  targetSigned: string;
}

const MAX_SIGNED = 999;

export function TargetDialog({ row, month, onClose, onSaved }: TargetDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useFormSubmit(form, {
    check: async () => {
      const values = await form.validateFields().catch(() => null);
      const targetFen = !values || values.target.trim() === '' ? 0 : parseYuan(values.target);
      return values && targetFen !== null ? { targetFen, targetSigned: values.targetSigned.trim() === '' ? 0 : Number(values.targetSigned) } : null;
    },
    formError: () => null,
  });
  const initial: Values = {
    target: row.target === 0 ? '' : fenInputText(fenOfYuan(row.target) ?? 0),
    targetSigned: row.targetSigned === 0 ? '' : String(row.targetSigned),
  };

  // A failure is shown by the error display; the dialog keeps what was typed.
  const save = () =>
    submit(({ targetFen, targetSigned }) => setAchieveData({ userId: row.userId, month, target: yuanOfFen(targetFen), targetSigned }), onSaved);

  return (
    <RecordFormModal title={t('office.achievement.setTargetOf', { name: row.contact, month })} form={form} saving={saving} onSave={save} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="target"
          label={t('office.achievement.targetAmount')}
          extra={t('office.achievement.targetAmountHint')}
          rules={[amountRule(t, { message: t('office.achievement.targetAmountInvalid') })]}
        >
          <Input prefix="¥" inputMode="decimal" autoComplete="off" placeholder="30000.00" />
        </Form.Item>
        <Form.Item
          name="targetSigned"
          label={t('office.achievement.targetSigned')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text === '' || (/^\d{1,3}$/.test(text) && Number(text) <= MAX_SIGNED)) return Promise.resolve();
                return Promise.reject(new Error(t('office.achievement.targetSignedInvalid')));
              },
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="5" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </RecordFormModal>
  );
}
