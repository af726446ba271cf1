/**
 * A chat time on screen: the chat service writes China wall-clock times ('YYYY-MM-DD HH:mm:ss',
 * docs/API.md), shown in the reader's zone by the spec's display rules, the full time on hover.
 */
import { useTranslation } from 'react-i18next';
import { fromChinaClock } from '@/domain/chinaTime';
import { formatDateTime, formatTime } from '@/domain/time';
import type { Language } from '@/i18n';

export function ChatTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const instant = fromChinaClock(value);
  if (Number.isNaN(instant)) return null;
  return (
    <time className={className} dateTime={new Date(instant).toISOString()} title={formatDateTime(instant)}>
      {formatTime(instant, { lang })}
    </time>
  );
}
