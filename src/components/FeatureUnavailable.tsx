/**
 * "This server does not offer this feature", for a feature built on a call of ours (api/optional.ts)
 * that the server answered 404: in place of the feature's content (a card's body, a section, the
 * chat window's panes), and as the message of an action that failed for that reason. Whether to
 * offer the feature's entry at all: `useCallOffered` (api/optional.ts). Light on purpose (antd's
 * Empty, the feedback bridge): the dashboard's "my tasks" card has it.
 *
 * @example
 *   {useCallOffered(financePaths.accountLedger) ? <DataTable … /> : <FeatureUnavailable />}
 *   catch (error) { if (tellIfUnavailable(error)) return; modal.error({ … }); }
 */
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUnavailable, unavailableText } from '@/api/errors';
import { appFeedback } from '@/app/feedback';

/** The notice in place of a feature's content. */
export function FeatureUnavailable({ testId = 'feature-unavailable' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid={testId}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errors.unavailable')} />
    </div>
  );
}

/** An action's failure: when it was a call of ours the server lacks, says so (a message) and answers true. */
export function tellIfUnavailable(error: unknown): boolean {
  if (!isUnavailable(error)) return false;
  void appFeedback.message.warning(unavailableText());
  return true;
}
