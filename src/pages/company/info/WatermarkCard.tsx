/**
 * The watermark setting (ours, /company/watermark/get · set): when on, pages and exported files
 * with personal data show who looks and when (components/personal/Watermark, the export's first
 * line). Written at once on toggling; company.manage only (others see it disabled with the reason);
 * a server without the calls: the card says the feature is unavailable.
 */
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyPaths, setWatermark } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { useCallOffered } from '@/api/optional';
import { queryClient } from '@/api/queryClient';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';

const KEY = 'watermark';

export function WatermarkCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const offered = useCallOffered(companyPaths.getWatermark);
  const setOffered = useCallOffered(companyPaths.setWatermark);
  const setting = useQueryData(companyQueries.watermark(), { enabled: offered });
  const mutation = useConfirmedMutation();
  const k = (key: string) => t(`companyInfo.watermark.${key}`);
  const enabled = setting.data?.enabled === 1;

  const toggle = (on: boolean) =>
    void mutation.run({
      key: KEY,
      mutate: (request) => setWatermark({ enabled: on ? 1 : 0 }, request),
      success: (answer) => k(answer.enabled === 1 ? 'savedOn' : 'savedOff'),
      // The answer is the setting: the page's layer and exports follow at once.
      onDone: (answer) => queryClient.setQueryData(companyQueries.watermark().queryKey, answer),
    });

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{k('title')}</h2>} style={{ height: '100%' }} data-testid="company-watermark">
      <Typography.Paragraph type="secondary">{k('hint')}</Typography.Paragraph>
      {offered ? (
        <Flex gap={8} align="center" wrap>
          <Switch
            aria-label={k('label')}
            checked={enabled}
            loading={setting.loading || mutation.isBusy(KEY)}
            disabled={!canManage || !setOffered || !setting.data || mutation.isBusy(KEY)}
            title={canManage ? undefined : k('managersOnly')}
            onChange={toggle}
          />
          <Typography.Text>{k(enabled ? 'on' : 'off')}</Typography.Text>
          {!canManage && <Typography.Text type="secondary">{k('managersOnly')}</Typography.Text>}
        </Flex>
      ) : (
        <FeatureUnavailable testId="watermark-unavailable" />
      )}
    </Card>
  );
}
