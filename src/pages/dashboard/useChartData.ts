/**
 * Loads the dashboard's chart data for a filter. A new filter (or a retry) cancels the request
 * still running, so a quickly changed filter never shows an older answer.
 *
 * Errors are not toasted: the page shows them in place with a retry button. Only what the
 * error catalogue treats as more than a message (the "log in again" prompt, logged in
 * elsewhere) is still carried out by presentApiError.
 *
 * @example
 *   const { status, data, error, retry } = useChartData({ dateFilter: 'inPastDays', days: 30 });
 */
import { useCallback, useEffect, useState } from 'react';
import { getChartData, type StatisticsFilter } from '@/api/statistics';
import { decideErrorDisplay, isApiError, presentApiError } from '@/api/errors';
import { getToken } from '@/auth/token';
import { i18n } from '@/i18n';
import type { DashboardChartData } from './chartData';

export type ChartDataState =
  | { status: 'loading'; data: null; error: null; retry: () => void }
  | { status: 'ready'; data: DashboardChartData; error: null; retry: () => void }
  | { status: 'error'; data: null; error: string; retry: () => void };

interface Outcome {
  key: string;
  data: DashboardChartData | null;
  error: string | null;
}

/** The text shown in place for a failed load. */
function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.generic');
  const decision = decideErrorDisplay(error, Boolean(getToken()));
  if (decision.action === 'toast') return decision.text;
  presentApiError(error);
  return error.serverMessage || i18n.t('errors.generic');
}

export function useChartData(filter: StatisticsFilter): ChartDataState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = `${JSON.stringify(filter)}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getChartData(filter, { silent: true, signal: controller.signal }).then(
      // The declared ChartData is too thin; the server answers DashboardChartData (see chartData.ts).
      (data) => setOutcome({ key, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key, data: null, error: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [filter, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!outcome || outcome.key !== key) return { status: 'loading', data: null, error: null, retry };
  if (outcome.data) return { status: 'ready', data: outcome.data, error: null, retry };
  return { status: 'error', data: null, error: outcome.error ?? i18n.t('errors.generic'), retry };
}
