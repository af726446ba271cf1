import { useTranslation } from 'react-i18next';
import '@/i18n/texts/unitedShelf';
import { CellTag } from '@/components/CellTag';

/** "已分享": the record is in the joint hall. */
export function HallSharedTag() {
  const { t } = useTranslation();
  return (
    <CellTag color="blue" title={t('unitedShelf.state.sharedLong')} style={{ marginInlineEnd: 0 }}>
      {t('unitedShelf.state.shared')}
    </CellTag>
  );
}
