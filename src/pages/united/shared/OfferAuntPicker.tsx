/**
 * Choosing which of our aunts to offer for a hall job: a searchable select over our company's
 * aunts (getAunts, first 20 matches of what is typed); working or blacklisted aunts are shown
 * but cannot be chosen. "Next" hands the choice on (the merge step then asks its confirmation).
 */
import { Alert, Button, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import { workStatusOf } from '@/domain/auntCodes';
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { useSearchText } from '@/hooks/useDebouncedValue';
import { useQueryData } from '@/hooks/useQueryData';

/** Our aunts matching `keyword` (auntQueries.search, once typing pauses). */
function useOurAunts(keyword: string) {
  const { text, typing } = useSearchText(keyword);
  const found = useQueryData(auntQueries.search(text));
  return { loading: found.loading || typing, failed: found.error !== null, list: found.data?.list ?? [], retry: found.reload };
}

interface OfferAuntPickerProps {
  /** The job's title; null: closed. */
  jobTitle: string | null;
  onCancel: () => void;
  onPick: (auntId: number) => void;
}

export function OfferAuntPicker({ jobTitle, onCancel, onPick }: OfferAuntPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal open={jobTitle !== null} title={t('united.picker.title')} footer={null} destroyOnHidden onCancel={onCancel}>
      {jobTitle !== null && <PickerBody jobTitle={jobTitle} onCancel={onCancel} onPick={onPick} />}
    </Modal>
  );
}

function PickerBody({ jobTitle, onCancel, onPick }: { jobTitle: string; onCancel: () => void; onPick: (auntId: number) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number | undefined>(undefined);
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
    <>
      <Typography.Paragraph>{t('united.picker.intro', { title: jobTitle })}</Typography.Paragraph>
      <Select<number>
        style={{ width: '100%' }}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        virtual={false}
        allowClear
        aria-label={t('united.picker.label')}
        placeholder={t('united.picker.placeholder')}
        loading={aunts.loading}
        notFoundContent={aunts.loading ? null : t('united.picker.none')}
        value={chosen}
        onChange={setChosen}
        options={options}
      />
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
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onCancel}>{t('united.dialog.cancel')}</Button>
        <Button type="primary" disabled={chosen === undefined} onClick={() => chosen !== undefined && onPick(chosen)}>
          {t('united.picker.next')}
        </Button>
      </div>
    </>
  );
}
