/**
 * The reason asked before an aunt's full mobile is shown (issue 38): the one RevealReasonDialog,
 * revealing through /privacy/reveal (logged with the reason); a server without that call falls back
 * to the spec's getAuntMobile after the same reason was asked (the server logs that one its own way).
 */
import { useTranslation } from 'react-i18next';
import { getAuntMobile } from '@/api/aunt';
import { RevealReasonDialog } from '@/components/personal/RevealReasonDialog';
import '@/i18n/texts/personal';

export interface AuntMobileRevealDialogProps {
  auntId: number;
  onRevealed: (mobile: string) => void;
  onClose: () => void;
}

export function AuntMobileRevealDialog({ auntId, onRevealed, onClose }: AuntMobileRevealDialogProps) {
  const { t } = useTranslation();
  return (
    <RevealReasonDialog
      fieldLabel={t('personal.field.mobile')}
      target={{ subject: 'aunt', id: auntId, fields: ['mobile'] }}
      fallback={() => getAuntMobile({ auntId }, { silent: true }).then((answer) => ({ values: { mobile: answer.mobile } }))}
      onRevealed={(answer) => onRevealed(answer.values.mobile ?? '')}
      onUnavailable={onClose}
      onClose={onClose}
    />
  );
}
