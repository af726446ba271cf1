/**
 * A chat time on screen: the chat service writes China wall-clock times ('YYYY-MM-DD HH:mm:ss',
 * docs/API.md), shown in the reader's zone by the spec's display rules, the full time on hover.
 */
import { useTranslation } from 'react-i18next';
import { fromChinaClock } from '@/domain/chinaTime';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import { dateTime } from '@/domain/format';

export function ChatTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const instant = fromChinaClock(value);
  if (Number.isNaN(instant)) return null;
  return (
    <time className={className} dateTime={new Date(instant).toISOString()} title={dateTime(instant)}>
      {formatTime(instant, { lang })}
    </time>
  );
}
