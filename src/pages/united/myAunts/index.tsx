/**
 * My aunt merge applications (unitedAunt, /united/my-aunts): the merges we applied for on other
 * agencies' hall aunts (getUnitedAunts), by state, with cancel / delete as the graph allows.
 */
import { useTranslation } from 'react-i18next';
import { getUnitedAunts } from '@/api/united';
import { RecordsPage } from '../shared/RecordsPage';
import '@/i18n/texts/united';

const INITIAL = {};

export default function MyAuntMergesPage() {
  const { t } = useTranslation();
  return (
    <RecordsPage
      title={t('united.myAunts.title')}
      intro={t('united.myAunts.intro')}
      kind="aunt"
      list={getUnitedAunts}
      memoryKey="myAunts"
      initialFilter={INITIAL}
      variant="applications"
      emptyHint={t('united.records.emptyHint')}
    />
  );
}
