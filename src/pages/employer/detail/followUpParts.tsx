/** The pieces of a follow-up shown the same way in the timeline and in its details dialog. */
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerFollowUp } from '@/api/employer.types';
import { FOLLOW_UP_TYPES } from '@/domain/employerCodes';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import { dateTime } from '@/domain/format';

/** 电话 / 微信 / … / 转交, in the type's colour. */
export function FollowUpTypeTag({ type }: { type: EmployerFollowUp['type'] }) {
  const { t } = useTranslation();
  const code = FOLLOW_UP_TYPES.find((candidate) => candidate.value === type);
  return <Tag color={code?.color}>{t(`codes.followUpType.${type}`)}</Tag>;
}

/** "who · when" (relative time; the exact minute on hover). */
export function FollowUpByLine({ item }: { item: Pick<EmployerFollowUp, 'contact' | 'createdTime'> }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Typography.Text type="secondary" title={dateTime(item.createdTime)}>
      {t('employer.followUp.by', { name: item.contact || t('employer.followUp.unknownUser'), time: formatTime(item.createdTime, { lang }) })}
    </Typography.Text>
  );
}

/** "下次跟进：date", nothing when none is planned. */
export function FollowUpNextLine({ nextTime }: { nextTime: string | null }) {
  const { t } = useTranslation();
  if (!nextTime) return null;
  return <Typography.Text type="secondary">{t('employer.followUp.next', { date: nextTime })}</Typography.Text>;
}
