import { Alert, App, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setAuntRemark } from '@/api/aunt';
import { auntQueries } from '@/api/aunt.queries';
import { queryClient } from '@/api/queryClient';
import { usePageState } from '@/hooks/pageMemory';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { useQueryData } from '@/hooks/useQueryData';

const MAX = 500;

interface RemarkTabProps {
  auntId: number;
  /** The remarks the record came with (shown until getAuntRemark answers, and when it fails). */
  initial: string;
  canEdit: boolean;
  onSaved: (remarks: string) => void;
}

/** The aunt's remarks (getAuntRemark), edited in place and saved with setAuntRemark (useFormSubmit: a refusal keeps the text, marked when it names the field). */
export function RemarkTab({ auntId, initial, canEdit, onSaved }: RemarkTabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const loaded = useQueryData(auntQueries.remark(auntId));
  const remarks = loaded.data?.remarks ?? (loaded.error ? initial : null);
  // The editor and its text come back with the page (hooks/pageMemory).
  const [draft, setDraft] = usePageState('auntRemark.draft', '');
  const [editing, setEditing] = usePageState('auntRemark.editing', false);
  const [form] = Form.useForm<{ remarks: string }>();
  const { saving, error, submit } = useFormSubmit(form);

  const save = () =>
    void submit(
      (values) => setAuntRemark({ auntId, remarks: values.remarks.trim() }, { silent: true }),
      (answer) => {
        queryClient.setQueryData(auntQueries.remark(auntId).queryKey, answer);
        setEditing(false);
        onSaved(answer.remarks);
        void message.success(t('auntDetail.remarks.saved'));
      },
    );

  if (remarks === null) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (editing) {
    return (
      <Form
        onKeyDown={(event) => saveOnKey(event, save)}
        form={form}
        initialValues={{ remarks: draft }}
        onValuesChange={(_, values) => setDraft(values.remarks ?? '')}
      >
        <Form.Item name="remarks">
          <Input.TextArea
            rows={5}
            maxLength={MAX}
            showCount
            autoFocus
            aria-label={t('aunt.fields.remarks')}
            placeholder={t('auntDetail.remarks.placeholder')}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Space>
          <Button type="primary" loading={saving} onClick={save}>
            {t('auntDetail.remarks.save')}
          </Button>
          <Button disabled={saving} onClick={() => setEditing(false)}>
            {t('auntDetail.remarks.cancel')}
          </Button>
        </Space>
      </Form>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph data-testid="aunt-remarks" type={remarks ? undefined : 'secondary'} style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>
        {remarks || t('auntDetail.remarks.empty')}
      </Typography.Paragraph>
      <Button
        icon={<EditOutlined />}
        disabled={!canEdit}
        title={canEdit ? undefined : t('auntDetail.remarks.readOnly')}
        onClick={() => {
          setDraft(remarks);
          setEditing(true);
        }}
      >
        {t('auntDetail.remarks.edit')}
      </Button>
    </Space>
  );
}
