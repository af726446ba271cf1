/** The aunt-consent queries (api/auntConsent.ts): keys and requests for useQueryData; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAuntConsent, getAuntConsentViews } from './auntConsent';

export const auntConsentQueries = {
  all: ['auntConsent'] as const,
  /** Her authorisation, or null (/aunt/consent/get). */
  consent: (auntId: number) =>
    queryOptions({
      queryKey: [...auntConsentQueries.all, 'consent', auntId],
      queryFn: ({ signal }) => getAuntConsent({ auntId }, { signal, silent: true }),
    }),
  /** Partners' views of her hall record (/aunt/consent/views). */
  views: (auntId: number) =>
    queryOptions({
      queryKey: [...auntConsentQueries.all, 'views', auntId],
      queryFn: ({ signal }) => getAuntConsentViews({ auntId }, { signal, silent: true }),
    }),
};
