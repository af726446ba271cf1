import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkHistoryEntry } from '@/api/aunt';
import { useCompanyAuntOptions } from '@/components/aunt';

/** Work history as a timeline, latest first. */
export function HistoryTab({ entries }: { entries: readonly WorkHistoryEntry[] }) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  if (entries.length === 0) return <Empty description={t('auntDetail.history.empty')} />;
  const sorted = [...entries].sort((a, b) => (b.startMonth ?? '').localeCompare(a.startMonth ?? ''));
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={sorted.map((entry, index) => {
        const type = entry.serviceType ? options?.serviceTypeById.get(entry.serviceType) : undefined;
        return {
          key: `${entry.startMonth}-${index}`,
          color: entry.endMonth === null ? 'green' : 'gray',
          content: (
            <div>
              <Typography.Text strong>
                {entry.startMonth} ~ {entry.endMonth ?? t('auntDetail.history.ongoing')}
              </Typography.Text>
              <div>
                <Typography.Text>{entry.employer}</Typography.Text>
                {type && <Typography.Text type="secondary"> · {type.serviceTypeName}</Typography.Text>}
              </div>
              {entry.description && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                  {entry.description}
                </Typography.Paragraph>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
