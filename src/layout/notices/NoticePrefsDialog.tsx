/** 通知设置: the kinds of notice the user gets (/notice/prefs/get, /notice/prefs/set). */
import { useEffect } from 'react';
import { Alert, Checkbox, Form, Typography } from 'antd';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTICE_KINDS, getNoticePrefs, setNoticePrefs, type NoticeKind } from '@/api/notice';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useQueryData } from '@/hooks/useQueryData';
import '@/i18n/texts/notice';
import { NOTICE_QUERY_KEY } from './noticeCount';

interface PrefsValues {
  kinds: NoticeKind[];
}

export function NoticePrefsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PrefsValues>();
  const { saving, error, submit } = useFormSubmit(form);

  const prefs = useQueryData(queryOptions({ queryKey: [...NOTICE_QUERY_KEY, 'prefs'], queryFn: ({ signal }) => getNoticePrefs({ signal, silent: true }) }), {
    fresh: true,
  });
  useEffect(() => {
    if (prefs.data) form.setFieldsValue({ kinds: prefs.data.kinds });
  }, [form, prefs.data]);

  const save = () =>
    void submit(
      ({ kinds }) => setNoticePrefs({ kinds: kinds ?? [] }, { silent: true }),
      () => {
        onSaved();
        onClose();
      },
    );

  return (
    <RecordFormModal title={t('notice.prefsDialog.title')} form={form} saving={saving} onSave={save} onClose={onClose}>
      <Form form={form} layout="vertical" name="notice-prefs">
        <Typography.Paragraph type="secondary">{t('notice.prefsDialog.hint')}</Typography.Paragraph>
        <Form.Item name="kinds" label={t('notice.prefsDialog.kinds')}>
          <Checkbox.Group options={NOTICE_KINDS.map((kind) => ({ value: kind, label: t(`notice.kinds.${kind}`) }))} />
        </Form.Item>
        {prefs.error && <Alert type="error" showIcon title={prefs.error} />}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
