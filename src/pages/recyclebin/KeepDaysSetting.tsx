/**
 * The recycle bin's retention (ours, /recyclebin/getKeepDays · setKeepDays): how many days a deleted
 * record stays before it is deleted for good (its files too); 0 keeps it until deleted by hand.
 * Changing it asks first (a shorter time deletes at once what is older); company.manage only. A
 * server without the calls: the setting says it is unavailable and the bin works as before.
 */
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCallOffered } from '@/api/optional';
import { RECYCLE_KEEP_DAYS, recyclebinPaths, setKeepDays } from '@/api/recyclebin';
import { recyclebinQueries } from '@/api/recyclebin.queries';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { useCanManageCompany } from '@/pages/company/companyManage';

/** The choices offered (all within RECYCLE_KEEP_DAYS, or 0). */
const CHOICES = [0, RECYCLE_KEEP_DAYS.min, 15, 30, 90, 180, RECYCLE_KEEP_DAYS.max] as const;
const KEY = 'keepDays';

/** The company's retention in days (0 also while unknown or unavailable), shared with the columns. */
export function useKeepDays(): number {
  const offered = useCallOffered(recyclebinPaths.getKeepDays);
  return useQueryData(recyclebinQueries.keepDays(), { enabled: offered }).data?.keepDays ?? 0;
}

export function KeepDaysSetting({ onPurged }: { onPurged: () => void }) {
  const { t } = useTranslation();
  const offered = useCallOffered(recyclebinPaths.getKeepDays);
  const setOffered = useCallOffered(recyclebinPaths.setKeepDays);
  const keep = useQueryData(recyclebinQueries.keepDays(), { enabled: offered });
  const canManage = useCanManageCompany();
  const mutation = useConfirmedMutation();
  const k = (key: string, values?: Record<string, unknown>) => t(`recyclebin.keep.${key}`, values);
  const label = (days: number) => (days === 0 ? k('forever') : k('days', { count: days }));

  // Busy from the prompt's opening: the select still shows the saved value while asking, so a
  // second pick (or a repeated click on the same option) must not open a second prompt.
  const change = (days: number) =>
    void mutation.run({
      key: KEY,
      holdWhileAsking: true,
      confirm: {
        title: k('confirmTitle', { choice: label(days) }),
        content: days === 0 ? k('confirmForever') : k('confirmContent', { count: days }),
        okText: k('confirmOk'),
        cancelText: t('common.cancel'),
        danger: days !== 0,
      },
      mutate: (request) => setKeepDays({ keepDays: days }, request),
      success: k('saved'),
      onDone: () => {
        keep.reload();
        onPurged();
      },
    });

  return (
    <Space size={8} data-testid="recycle-keep-days">
      <Typography.Text id="recycle-keep-label">{k('label')}</Typography.Text>
      {offered ? (
        <Select<number>
          aria-labelledby="recycle-keep-label"
          style={{ width: 150 }}
          value={keep.data?.keepDays}
          loading={keep.loading || mutation.isBusy(KEY)}
          disabled={!canManage || !setOffered || !keep.data || mutation.isBusy(KEY)}
          title={canManage ? undefined : k('managersOnly')}
          options={CHOICES.map((days) => ({ value: days, label: label(days) }))}
          onChange={change}
        />
      ) : (
        <Typography.Text type="secondary">{t('errors.unavailable')}</Typography.Text>
      )}
    </Space>
  );
}
