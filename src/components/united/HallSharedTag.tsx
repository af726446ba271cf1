import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/unitedShelf';

/** "已分享": the record is in the joint hall. */
export function HallSharedTag() {
  const { t } = useTranslation();
  return (
    <Tag color="blue" title={t('unitedShelf.state.sharedLong')} style={{ marginInlineEnd: 0 }}>
      {t('unitedShelf.state.shared')}
    </Tag>
  );
}
