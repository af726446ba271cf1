import { useTranslation } from 'react-i18next';
import { useLeaveGuard as useGuard } from '@/hooks/useLeaveGuard';

/** The aunt form's leave guard (hooks/useLeaveGuard with the form's texts). */
export function useLeaveGuard(isDirty: () => boolean): void {
  const { t } = useTranslation();
  useGuard(isDirty, {
    title: t('auntForm.leave.title'),
    content: t('auntForm.leave.content'),
    ok: t('auntForm.leave.ok'),
    cancel: t('auntForm.leave.cancel'),
  });
}
