/**
 * A record page's facts (aunt, employer, order): sections of label/value pairs in one grid,
 * rendered as a description list (`<dl>`: each label a term, each value its definition), with
 * one mark for a value nobody gave and full dates where the date is the point.
 *
 * @example
 *   <DetailSection title={t('employer.detail.sections.record')} items={[
 *     { key: 'createdTime', label: field('createdTime'), value: fullDateTime(e.createdTime) },
 *     { key: 'remarks', label: field('remarks'), value: e.remarks, wide: true, multiline: true },
 *   ]} />
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toEpochMs, type TimeInput } from '@/domain/time';
import styles from './DetailGrid.module.css';
import '@/i18n/texts/detail';
import { dateTime } from '@/domain/format';

/** What every record page shows for a value nobody gave (screen readers hear `detail.empty`). */
export const EMPTY_MARK = '—';

export interface DetailItem {
  key: string;
  label: ReactNode;
  /** null, undefined, false or blank text show the empty mark. */
  value: ReactNode;
  /** Takes a whole row (an address, requirements, remarks). */
  wide?: boolean;
  /** Keeps the text's line breaks. */
  multiline?: boolean;
}

/** True for a value that shows the empty mark. */
export const isEmptyValue = (value: ReactNode): boolean =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** The mark for a value nobody gave: a quiet dash, read out as "none". */
export function EmptyMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.empty} data-empty="">
      <span aria-hidden="true">{EMPTY_MARK}</span>
      <span className="visually-hidden">{t('detail.empty')}</span>
    </span>
  );
}

/** The value itself, or the empty mark. */
export function orEmpty(value: ReactNode): ReactNode {
  return isEmptyValue(value) ? <EmptyMark /> : value;
}

/**
 * A date and time a record page shows in full ('YYYY-MM-DD HH:mm', both languages), as a
 * `<time>`; null (the empty mark) when there is none. Lists and timelines keep the short display.
 */
export function fullDateTime(value: TimeInput): ReactNode {
  const time = toEpochMs(value);
  if (time === null) return null;
  return <time dateTime={new Date(time).toISOString()}>{dateTime(time)}</time>;
}

interface DetailSectionProps {
  /** The section's heading; leave out for a grid on its own (a header card's facts). */
  title?: ReactNode;
  items: readonly DetailItem[];
}

export function DetailSection({ title, items }: DetailSectionProps) {
  const titleId = useId();
  const grid = (
    <dl className={styles.grid}>
      {items.map((item) => (
        <div key={item.key} className={item.wide ? `${styles.item} ${styles.wide}` : styles.item} data-field={item.key}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={item.multiline ? `${styles.value} ${styles.multiline}` : styles.value}>{orEmpty(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
  if (title === undefined) return <div className={styles.section}>{grid}</div>;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {title}
      </h4>
      {grid}
    </section>
  );
}
