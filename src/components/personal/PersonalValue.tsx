/**
 * THE display of a personal value (issue 38): a mobile, identity number or detailed address shown
 * masked (domain/personalData) whatever the server sent, with an eye that, for a user allowed to,
 * asks a reason and reveals the full value through /privacy/reveal for this view only (component
 * state: not stored, not cached). A server without the call: the eye says so and the value stays masked.
 *
 * @example <PersonalValue kind="mobile" value={employer.mobile} reveal={{ subject: 'employer', id: employer.employerId, field: 'mobile' }} allowed={mayChange} />
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyPaths, type PrivacySubject, type RevealAnswer } from '@/api/privacy';
import { useCallOffered } from '@/api/optional';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { maskPersonal, type PersonalKind } from '@/domain/personalData';
import { RevealReasonDialog } from './RevealReasonDialog';
import '@/i18n/texts/personal';

export interface PersonalValueProps {
  kind: PersonalKind;
  value: string | null | undefined;
  /** The record and field the eye reveals (an order's interview place: with the candidate's auntId); without it the value is only masked. */
  reveal?: { subject: PrivacySubject; id: number; field: string; auntId?: number };
  /** Whether the signed-in user may reveal it (the caller's permission check; the server checks too). No eye when false. */
  allowed?: boolean;
  /** The spec's call revealing the same value when the server lacks /privacy/reveal (asked after the same reason). */
  fallback?: () => Promise<RevealAnswer>;
  /** Shown as is before the value (an address's city and district, which are not masked); shown alone when the value is empty. */
  prefix?: string;
  testId?: string;
}

export function PersonalValue({ kind, value, reveal, allowed = false, fallback, prefix = '', testId }: PersonalValueProps) {
  const { t } = useTranslation();
  const offered = useCallOffered(privacyPaths.reveal) || fallback !== undefined;
  const [full, setFull] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const text = value ?? '';
  if (text === '') return prefix === '' ? null : <span data-testid={testId}>{prefix}</span>;
  const fieldLabel = t(`personal.field.${kind}`);
  const shown = full ?? maskPersonal(kind, text);
  const eye = reveal && allowed && full === null && (
    <IconButton
      icon={glyph('eye')}
      disabled={!offered}
      label={offered ? t('personal.reveal', { field: fieldLabel }) : t('errors.unavailable')}
      onClick={() => setAsking(true)}
    />
  );
  return (
    <span style={{ whiteSpace: kind === 'address' ? undefined : 'nowrap' }} data-testid={testId}>
      {prefix === '' ? null : `${prefix} `}
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{shown}</span>
      {eye}
      {asking && reveal && (
        <RevealReasonDialog
          fieldLabel={fieldLabel}
          target={{ subject: reveal.subject, id: reveal.id, fields: [reveal.field], ...(reveal.auntId === undefined ? {} : { auntId: reveal.auntId }) }}
          onRevealed={(answer) => {
            setFull(answer.values[reveal.field] ?? null);
            setAsking(false);
          }}
          onUnavailable={() => setAsking(false)}
          fallback={fallback}
          onClose={() => setAsking(false)}
        />
      )}
    </span>
  );
}
