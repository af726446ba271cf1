/**
 * A personal value a new record's form is filled from (a mini-program member or service request
 * turned into an employer): the read answers it masked, so `ask` first asks a reason and reveals it
 * through the one reveal path (RevealReasonDialog: /privacy/reveal, checked and logged), then hands
 * the full value on. A server without the call (404, or known to lack it): the value the read
 * carried when it is a full one, else '' with `missing` (the form asks to type it). Cancelling the
 * reason hands nothing on.
 *
 * @example const reveal = useRevealForForm(); reveal.ask({ subject: 'member', id, field: 'mobile', kind: 'mobile' }, member.mobile, open); … {reveal.dialog}
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyPaths, type PrivacySubject } from '@/api/privacy';
import { useCallOffered } from '@/api/optional';
import { isMasked, type PersonalKind } from '@/domain/personalData';
import { RevealReasonDialog } from './RevealReasonDialog';
import '@/i18n/texts/personal';

export interface RevealTarget {
  subject: PrivacySubject;
  id: number;
  field: string;
  kind: PersonalKind;
}

export interface RevealedValue {
  /** The full value, or '' when there is none to fill. */
  value: string;
  /** The read carried a mask and the server gave no full value: the user types it. */
  missing: boolean;
}

interface Asking {
  target: RevealTarget;
  carried: RevealedValue;
  use: (revealed: RevealedValue) => void;
}

export interface RevealForForm {
  ask: (target: RevealTarget, carried: string, use: (revealed: RevealedValue) => void) => void;
  /** The reason dialog while asking (render it once). */
  dialog: ReactNode;
}

export function useRevealForForm(): RevealForForm {
  const { t } = useTranslation();
  const offered = useCallOffered(privacyPaths.reveal);
  const [asking, setAsking] = useState<Asking | null>(null);

  const ask = useCallback(
    (target: RevealTarget, carried: string, use: (revealed: RevealedValue) => void) => {
      const masked = isMasked(carried);
      const fromRead: RevealedValue = { value: masked ? '' : carried, missing: masked };
      if (carried === '' || !offered) use(fromRead);
      else setAsking({ target, carried: fromRead, use });
    },
    [offered],
  );

  const dialog = asking && (
    <RevealReasonDialog
      fieldLabel={t(`personal.field.${asking.target.kind}`)}
      target={{ subject: asking.target.subject, id: asking.target.id, fields: [asking.target.field] }}
      // A server without the reveal: what the read carried (a spec server answers full values).
      fallback={() => Promise.resolve({ values: { [asking.target.field]: asking.carried.value } })}
      onRevealed={(answer) => {
        const full = answer.values[asking.target.field] ?? '';
        setAsking(null);
        asking.use(full !== '' && !isMasked(full) ? { value: full, missing: false } : asking.carried);
      }}
      onUnavailable={() => setAsking(null)}
      onClose={() => setAsking(null)}
    />
  );

  return { ask, dialog };
}
