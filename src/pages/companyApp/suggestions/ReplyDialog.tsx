/**
 * A member's suggestion: shown in a DetailsDrawer (the message, the reply it got: who, when), or, for
 * one waiting and a user with company.manage, in a RecordFormModal with the reply form (1-500
 * characters; sent once: the member sees it in the mini-program). A refusal is shown in the dialog,
 * which keeps the text; on a server without our reply call the refusal says so and 发送回复 stays off.
 */
import { Alert, Descriptions, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyAppPaths, replySuggest, type Suggestion } from '@/api/companyApp';
import { useCallOffered } from '@/api/optional';
import { COMPANY_APP_LIMITS as LIMIT } from '@/domain/companyAppCodes';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { dateTime } from '@/domain/format';

interface ReplyDialogProps {
  suggestion: Suggestion;
  canReply: boolean;
  onClose: () => void;
  onReplied: (answer: Suggestion) => void;
}

export function ReplyDialog({ suggestion, canReply, onClose, onReplied }: ReplyDialogProps) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) => t(`companyApp.suggestions.dialog.${key}`, values);
  const [form] = Form.useForm<{ reply: string }>();
  const { saving, error, submit } = useFormSubmit(form);
  const offered = useCallOffered(companyAppPaths.replySuggest);
  // Decided at opening: a reply the server turns down as not offered keeps its form and what was typed.
  const [replying] = useState(() => canReply && offered && suggestion.status === 0);
  const save = () =>
    void submit(async ({ reply }) => onReplied(await replySuggest({ suggestId: suggestion.suggestId, reply: reply.trim() }, { silent: true })));
  const details = (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'member', label: t('companyApp.common.member'), children: `${suggestion.nickname} ${suggestion.mobile}` },
          { key: 'category', label: t('companyApp.suggestions.columns.category'), children: t(`companyApp.codes.suggestCategory.${suggestion.category}`) },
          { key: 'time', label: t('companyApp.suggestions.columns.createdTime'), children: dateTime(suggestion.createdTime) },
          { key: 'content', label: d('original'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{suggestion.content}</span> },
          ...(suggestion.status === 1
            ? [{ key: 'reply', label: t('companyApp.suggestions.columns.reply'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{suggestion.reply}</span> }]
            : []),
        ]}
      />
      {suggestion.status === 1 && (
        <Typography.Text type="secondary">{d('repliedAt', { user: suggestion.repliedByName, time: dateTime(suggestion.repliedTime) })}</Typography.Text>
      )}
    </>
  );
  if (!replying)
    return (
      <DetailsDrawer title={d('viewTitle')} name={suggestion.nickname} onClose={onClose}>
        {details}
      </DetailsDrawer>
    );
  // A server without our reply call: the send stays off (the refusal says why), what was typed stays.
  return (
    <RecordFormModal title={d('title')} okText={d('ok')} width={560} form={form} saving={saving} loading={!offered} onSave={save} onClose={onClose}>
      {details}
      <Form form={form} layout="vertical" initialValues={{ reply: '' }} style={{ marginTop: 16 }}>
        <Form.Item
          name="reply"
          label={d('reply')}
          extra={d('hint')}
          rules={[
            { required: true, whitespace: true, message: d('replyRequired') },
            { max: LIMIT.replyMax, message: d('replyTooLong', { max: LIMIT.replyMax }) },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={LIMIT.replyMax} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
