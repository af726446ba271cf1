/**
 * Time display (first document, section 9), in the interface languages. Pure: the reference
 * time is a parameter (`now`, default Date.now()) and the language an option (default zh), so
 * every boundary can be tested. Texts and date patterns live under `time.*` in the i18n files.
 *
 * "Under 24 h" and the other thresholds are ELAPSED time (now - value), as the spec words them,
 * not calendar days: at 09:00, a time 20 h ago (yesterday 13:00) shows "13:00", and one 40 h ago
 * (the day before yesterday, 17:00) shows "Yesterday 17:00". Times in the future: up to 30 s
 * ahead (clock skew) count as "just now" for formatRelative; otherwise under 24 h ahead shows
 * the time of day and further ahead the full date, which cannot be misread.
 *
 * @example
 *   formatTime('2024-06-01T08:00:00+08:00', { now, lang: 'en' })  // '08:00'
 *   formatRelative(Date.now() - 5 * 60_000)                        // '5分钟前'
 */
import dayjs from 'dayjs';
import { DEFAULT_LANGUAGE, i18n, type Language } from '@/i18n';

/** What the helpers accept: an ISO string, epoch milliseconds, 10-digit epoch seconds or a Date. */
export type TimeInput = string | number | Date | null | undefined;

export interface TimeOptions {
  /** The reference time (default Date.now()). */
  now?: number | Date;
  /** The language of the text (default zh). */
  lang?: Language;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Thresholds of section 9, in milliseconds of elapsed time. */
export const TIME_THRESHOLDS = {
  justNow: 30 * SECOND,
  minutes: HOUR,
  hours: DAY,
  yesterday: 2 * DAY,
  /** "About 360 days": under it a date shows month/day, from it year/month/day. */
  monthDay: 360 * DAY,
} as const;

/** Epoch seconds have 10 digits from 2001-09-09 to 2286-11-20; milliseconds have 13. */
const isEpochSeconds = (value: number) => Math.abs(value) >= 1e9 && Math.abs(value) < 1e10;

/** Epoch milliseconds of the input, or null when it is not a valid time. */
export function toEpochMs(value: TimeInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return isEpochSeconds(value) ? value * SECOND : value;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return toEpochMs(Number(text));
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.valueOf() : null;
}

function referenceMs(now: TimeOptions['now']): number {
  if (now === undefined) return Date.now();
  return now instanceof Date ? now.getTime() : now;
}

function translator(lang: Language | undefined) {
  return i18n.getFixedT(lang ?? DEFAULT_LANGUAGE);
}

/**
 * Absolute time display: under 24 h 'HH:mm'; under 48 h '昨天 HH:mm' / 'Yesterday HH:mm';
 * under about 360 days 'MM-DD'; otherwise 'YYYY-MM-DD' (both languages).
 * Invalid input gives ''.
 */
export function formatTime(value: TimeInput, options: TimeOptions = {}): string {
  const time = toEpochMs(value);
  if (time === null) return '';
  const t = translator(options.lang);
  const elapsed = referenceMs(options.now) - time;
  const moment = dayjs(time);
  const clock = moment.format('HH:mm');
  if (elapsed < 0) return -elapsed < TIME_THRESHOLDS.hours ? clock : moment.format(t('time.fullDate'));
  if (elapsed < TIME_THRESHOLDS.hours) return clock;
  if (elapsed < TIME_THRESHOLDS.yesterday) return t('time.yesterdayAt', { time: clock });
  if (elapsed < TIME_THRESHOLDS.monthDay) return moment.format(t('time.monthDay'));
  return moment.format(t('time.fullDate'));
}

/**
 * Relative time display: under 30 s '刚刚' / 'just now'; under 1 h 'N分钟前' / 'N minutes ago'
 * (at least 1); under 1 day 'N小时前' / 'N hours ago'; under 2 days '1天前' / '1 day ago';
 * otherwise (and for times more than 30 s ahead) as formatTime. Invalid input gives ''.
 */
export function formatRelative(value: TimeInput, options: TimeOptions = {}): string {
  const time = toEpochMs(value);
  if (time === null) return '';
  const t = translator(options.lang);
  const elapsed = referenceMs(options.now) - time;
  if (elapsed < -TIME_THRESHOLDS.justNow) return formatTime(time, options);
  if (elapsed < TIME_THRESHOLDS.justNow) return t('time.justNow');
  if (elapsed < TIME_THRESHOLDS.minutes) return t('time.minutesAgo', { count: Math.max(1, Math.floor(elapsed / MINUTE)) });
  if (elapsed < TIME_THRESHOLDS.hours) return t('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < TIME_THRESHOLDS.yesterday) return t('time.oneDayAgo');
  return formatTime(time, options);
}
