/**
 * Choosing which of our aunts to offer for a hall job: a searchable select over our company's
 * aunts (getAunts, first 20 matches of what is typed); working or blacklisted aunts are shown
 * but cannot be chosen. 下一步 (RecordFormModal's primary) hands the choice on (the merge step then asks its confirmation).
 */
import { Alert, Button, Form, Select, Typography, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { workStatusOf } from '@/domain/auntCodes';
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { useSearchText } from '@/hooks/useDebouncedValue';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useQueryData } from '@/hooks/useQueryData';

/** Our aunts matching `keyword` (auntQueries.search, once typing pauses). */
function useOurAunts(keyword: string) {
  const { text, typing } = useSearchText(keyword);
  const found = useQueryData(auntQueries.search(text));
  return { loading: found.loading || typing, failed: found.error !== null, list: found.data?.list ?? [], retry: found.reload };
}

interface PickValues {
  auntId?: number;
}

interface OfferAuntPickerProps {
  /** The job's title; null: closed. */
  jobTitle: string | null;
  onCancel: () => void;
  onPick: (auntId: number) => void;
}

export function OfferAuntPicker({ jobTitle, onCancel, onPick }: OfferAuntPickerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PickValues>();
  const { saving, submit } = useFormSubmit(form);
  const next = () => submit(async ({ auntId }) => auntId ?? 0, onPick);
  const opened = jobTitle !== null;
  // Each opening starts with nobody chosen.
  useEffect(() => {
    if (opened) form.resetFields();
  }, [form, opened]);
  return (
    <RecordFormModal
      open={jobTitle !== null}
      title={t('united.picker.title')}
      form={form}
      dirty={() => false}
      saving={saving}
      onSave={next}
      onClose={onCancel}
      okText={t('united.picker.next')}
    >
      {jobTitle !== null && <PickerBody jobTitle={jobTitle} form={form} />}
    </RecordFormModal>
  );
}

function PickerBody({ jobTitle, form }: { jobTitle: string; form: FormInstance<PickValues> }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const aunts = useOurAunts(keyword);
  const options = aunts.list.map((aunt) => {
    const status = t(workStatusOf(aunt.workStatus).labelKey);
    const blocked = aunt.workStatus === WORKING || aunt.workStatus === BLACKLISTED;
    return {
      value: aunt.auntId,
      disabled: blocked,
      label: blocked ? t('united.picker.blocked', { name: aunt.auntName, status }) : t('united.picker.option', { name: aunt.auntName, status }),
    };
  });
  return (
    <Form form={form} layout="vertical">
      <Typography.Paragraph>{t('united.picker.intro', { title: jobTitle })}</Typography.Paragraph>
      <Form.Item name="auntId" rules={[{ required: true, message: t('united.picker.required') }]} style={{ marginBottom: 0 }}>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          virtual={false}
          allowClear
          aria-label={t('united.picker.label')}
          placeholder={t('united.picker.placeholder')}
          loading={aunts.loading}
          notFoundContent={aunts.loading ? null : t('united.picker.none')}
          options={options}
        />
      </Form.Item>
      {aunts.failed && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('united.picker.failed')}
          action={
            <Button size="small" onClick={aunts.retry}>
              {t('united.picker.retry')}
            </Button>
          }
        />
      )}
    </Form>
  );
}
