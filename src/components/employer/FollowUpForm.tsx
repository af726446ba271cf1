/**
 * The "write a follow-up" form, used at the top of the detail page's timeline and in the list's
 * follow-up dialog: type, content (1-500; the company's follow-up snippets can be inserted, filled
 * with the employer's name, the writer and today) and the next follow-up date (today or later).
 * The values are cleared only once the server has stored the entry.
 */
import { App, Button, DatePicker, Flex, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createFollowUp } from '@/api/employer';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { SnippetMenu } from '@/components/catalogues/SnippetMenu';
import { followUpValues } from '@/components/catalogues/templateValues';
import { useSession } from '@/stores/session';
import type { EmployerFollowUp, FollowUpType } from '@/api/employer.types';
import { EMPLOYER_LIMITS, FOLLOW_UP_TYPES, FOLLOW_UP_TYPE_VALUES } from '@/domain/employerCodes';
import styles from './FollowUpForm.module.css';
import '@/i18n/texts/employer';

interface FollowUpValues {
  type: FollowUpType;
  content: string;
  nextTime: Dayjs | null;
}

export interface FollowUpFormProps {
  employerId: number;
  /** Fills the snippets' {employerName}. */
  employerName: string;
  onCreated: (followUp: EmployerFollowUp) => void;
  autoFocus?: boolean;
  /** Shown beside the submit button (the dialog's cancel). */
  extraAction?: React.ReactNode;
}

const INITIAL: FollowUpValues = { type: 1, content: '', nextTime: null };

export function FollowUpForm({ employerId, employerName, onCreated, autoFocus, extraAction }: FollowUpFormProps) {
  const { t } = useTranslation();
  const me = useSession((state) => state.user);
  const { message } = App.useApp();
  const [form] = Form.useForm<FollowUpValues>();
  // A refusal: the request layer has shown why (a field it names is marked); the typed values stay.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const types = FOLLOW_UP_TYPES.filter((code) => FOLLOW_UP_TYPE_VALUES.includes(code.value));

  const save = () =>
    submit(
      (values) =>
        createFollowUp({
          employerId,
          type: values.type,
          content: values.content.trim(),
          nextTime: values.nextTime ? values.nextTime.format('YYYY-MM-DD') : null,
        }),
      (created) => {
        form.resetFields();
        void message.success(t('employer.followUp.saved'));
        onCreated(created);
      },
    );

  return (
    <Form<FollowUpValues>
      onKeyDown={(event) => saveOnKey(event, () => void save())}
      form={form}
      layout="vertical"
      initialValues={INITIAL}
      onFinish={() => void save()}
      name={`follow-up-${employerId}`}
    >
      <Form.Item name="type" label={t('employer.followUp.type')}>
        <Radio.Group optionType="button" options={types.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
      </Form.Item>
      <div className={styles.contentField}>
        {/* Beside the field's label (a button may not sit inside a <label>). */}
        <div className={styles.snippets}>
          <SnippetMenu
            kind="followUp"
            values={followUpValues(employerName, {
              staffName: me?.contact ?? '',
              companyName: me?.company.companyName ?? '',
              today: dayjs().format('YYYY-MM-DD'),
            })}
            onInsert={(text) => {
              // Added after what is typed, on its own line; the length rule still applies.
              const typed = (form.getFieldValue('content') as string | undefined) ?? '';
              form.setFieldValue('content', typed.trim() ? `${typed.replace(/\s+$/, '')}\n${text}` : text);
              void form.validateFields(['content']).catch(() => undefined);
            }}
          />
        </div>
        <Form.Item
          name="content"
          label={t('employer.followUp.content')}
          rules={[
            { required: true, whitespace: true, message: t('employer.followUp.contentRequired') },
            { max: EMPLOYER_LIMITS.followUpMax, message: t('employer.followUp.contentMax', { max: EMPLOYER_LIMITS.followUpMax }) },
          ]}
        >
          <Input.TextArea
            autoFocus={autoFocus}
            autoSize={{ minRows: 3, maxRows: 8 }}
            showCount
            maxLength={EMPLOYER_LIMITS.followUpMax}
            placeholder={t('employer.followUp.contentPlaceholder')}
          />
        </Form.Item>
      </div>
      <Flex gap={12} align="flex-end" wrap justify="space-between">
        <Form.Item
          name="nextTime"
          label={t('employer.followUp.nextTime')}
          style={{ marginBottom: 0 }}
          rules={[
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (value && value.isBefore(dayjs(), 'day')) throw new Error(t('employer.followUp.nextTimePast'));
              },
            },
          ]}
        >
          <DatePicker format="YYYY-MM-DD" disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Flex gap={8}>
          {extraAction}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('employer.followUp.submit')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
