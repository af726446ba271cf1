/** The chosen course on the right: its facts (price, lessons, places taken, dates, what its paid orders came to) and its sign-ups and paid orders in tabs. */
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingItem } from '@/api/companyApp';
import { DetailSection } from '@/components/DetailGrid';
import { JoinsList, PaysList } from './CourseLists';
import { money } from '@/domain/format';

export function CourseDetail({ item }: { item: TrainingItem }) {
  const { t } = useTranslation();
  const d = (key: string) => t(`companyApp.training.detail.${key}`);
  return (
    <Card title={item.title}>
      <DetailSection
        items={[
          { key: 'price', label: d('price'), value: item.price > 0 ? money(item.price) : t('companyApp.training.free') },
          { key: 'sessions', label: d('sessions'), value: t('companyApp.training.sessions', { count: item.sessions }) },
          { key: 'capacity', label: d('capacity'), value: t('companyApp.training.places', { joined: item.joinCount, capacity: item.capacity }) },
          { key: 'dates', label: d('dates'), value: t('companyApp.training.dates', { start: item.startDate, end: item.endDate }) },
          { key: 'paid', label: d('paidTotal'), value: money(item.paidAmount) },
          { key: 'description', label: t('companyApp.training.item.description'), value: item.description, wide: true, multiline: true },
        ]}
      />
      <Tabs
        items={[
          { key: 'joins', label: `${d('joins')} ${item.joinCount}`, children: <JoinsList key={item.trainingItemId} item={item} /> },
          { key: 'pays', label: `${d('pays')} ${item.paidCount}`, children: <PaysList key={item.trainingItemId} item={item} /> },
        ]}
      />
    </Card>
  );
}
