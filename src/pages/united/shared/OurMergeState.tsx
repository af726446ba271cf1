/**
 * Where a hall record stands for us, instead of the apply button: our own record, or our open
 * merge's state. Null when we may still apply.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnitedMappingAunt } from '@/api/united.types';
import type { Flag } from '@/api/shared';
import { ourOpenMerge } from './mergeSide';

export function ourStanding(record: { isOwn: Flag; isOnShelf: Flag; united_mapping_aunts: UnitedMappingAunt[] }, companyId: number) {
  if (record.isOwn === 1) return { kind: 'own' as const };
  const open = ourOpenMerge(record.united_mapping_aunts, companyId);
  if (open) return { kind: 'merging' as const, record: open };
  if (record.isOnShelf !== 1) return { kind: 'offShelf' as const };
  return null;
}

export function OurMergeState({ standing }: { standing: NonNullable<ReturnType<typeof ourStanding>> }) {
  const { t } = useTranslation();
  if (standing.kind === 'own') return <Tag color="gold">{t('united.mine.own')}</Tag>;
  if (standing.kind === 'offShelf') return <Tag>{t('united.cancelledBy.takenOff')}</Tag>;
  return (
    <Tag color="processing" data-our-merge={standing.record.status}>
      {t('united.mine.open', { status: t(`united.status.${standing.record.status}`) })}
    </Tag>
  );
}
