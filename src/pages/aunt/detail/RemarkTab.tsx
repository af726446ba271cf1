import { useEffect, useState } from 'react';
import { App, Button, Input, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getAuntRemark, setAuntRemark } from '@/api/aunt';
import { usePageState } from '@/hooks/pageMemory';

const MAX = 500;

interface RemarkTabProps {
  auntId: number;
  /** The remarks the record came with (shown until getAuntRemark answers). */
  initial: string;
  canEdit: boolean;
  onSaved: (remarks: string) => void;
}

/** The aunt's remarks (getAuntRemark), edited in place and saved with setAuntRemark. */
export function RemarkTab({ auntId, initial, canEdit, onSaved }: RemarkTabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [remarks, setRemarks] = useState<string | null>(null);
  // The editor and its text come back with the page (hooks/pageMemory).
  const [draft, setDraft] = usePageState('auntRemark.draft', '');
  const [editing, setEditing] = usePageState('auntRemark.editing', false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    getAuntRemark({ auntId }, { silent: true })
      .then((answer) => active && setRemarks(answer.remarks))
      .catch(() => active && setRemarks(initial));
    return () => {
      active = false;
    };
  }, [auntId, initial]);

  async function save() {
    setSaving(true);
    try {
      const answer = await setAuntRemark({ auntId, remarks: draft.trim() });
      setRemarks(answer.remarks);
      setEditing(false);
      onSaved(answer.remarks);
      message.success(t('auntDetail.remarks.saved'));
    } catch {
      // Shown by the request layer; the text stays in the editor.
    } finally {
      setSaving(false);
    }
  }

  if (remarks === null) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (editing) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={5}
          maxLength={MAX}
          showCount
          autoFocus
          aria-label={t('aunt.fields.remarks')}
          placeholder={t('auntDetail.remarks.placeholder')}
        />
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('auntDetail.remarks.save')}
          </Button>
          <Button disabled={saving} onClick={() => setEditing(false)}>
            {t('auntDetail.remarks.cancel')}
          </Button>
        </Space>
      </Space>
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
