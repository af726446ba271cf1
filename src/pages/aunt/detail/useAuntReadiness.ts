/**
 * Her readiness on the detail page: the record, her insured orders (one list call by her name;
 * not checked when it fails) and her authorisation (the optional consent call: a server without it
 * skips that check).
 */
import type { Aunt } from '@/api/aunt';
import { insuranceQueries } from '@/api/insurance.queries';
import { useReadinessBasis } from '@/components/readiness';
import { readiness, type Readiness, type ReadinessInput } from '@/domain/readiness';
import { useQueryData } from '@/hooks/useQueryData';
import { useAuntConsent } from './consent/useAuntConsent';

export function useAuntReadiness(aunt: Aunt): Readiness {
  const basis = useReadinessBasis();
  const cover = useQueryData(insuranceQueries.auntCover(aunt.auntId, aunt.auntName));
  const consentState = useAuntConsent(aunt.auntId);
  const consent: ReadinessInput['consent'] =
    consentState.kind === 'unavailable'
      ? 'unavailable'
      : consentState.kind === 'none'
        ? null
        : consentState.kind === 'onFile' || consentState.kind === 'withdrawn'
          ? consentState.consent
          : 'unknown';
  return readiness({ aunt, healthCertificateIds: basis.healthCertificateIds, insurance: cover.error ? null : cover.data, consent, today: basis.today });
}
