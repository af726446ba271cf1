/**
 * "This server does not offer this feature": what a feature built on a call of ours (api/optional.ts)
 * shows when the server answered that call 404. In place of the feature's content (a card's body,
 * a section), as the message of an action that failed for that reason, and whether to offer the
 * feature's entry at all (`useCallOffered`: false once the server said it lacks the call this
 * session). Light on purpose (antd's Empty, the feedback bridge): the dashboard's first load has it.
 *
 * @example
 *   const ledgerOffered = useCallOffered(financePaths.accountLedger);
 *   {ledgerOffered ? <DataTable … /> : <FeatureUnavailable />}
 *   try { await delRole(body, { silent: true }); } catch (error) { if (tellIfUnavailable(error)) return; … }
 */
import { Empty } from 'antd';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { isUnavailable, unavailableText } from '@/api/errors';
import { unavailableCalls } from '@/api/optional';
import { appFeedback } from '@/app/feedback';

/** Whether the server offers this call of ours: true until it answered 404 this session. */
export function useCallOffered(path: string): boolean {
  return useStore(unavailableCalls, (paths) => !paths.has(path));
}

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
