/**
 * An aunt's readiness (domain/readiness.ts) as a tag: 可上户 / Ready (green; blue when some checks
 * could not be made here) or 未就绪 / Not ready (red), its reasons and what was not checked in a
 * tooltip and, for screen readers, in the tag's own text.
 *
 * @example <ReadinessBadge readiness={readiness({ aunt, healthCertificateIds, insurance: null, consent: 'unknown', today })} />
 */
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HEALTH_MARGIN_DAYS, type Readiness } from '@/domain/readiness';
import '@/i18n/texts/readiness';

/** Her reasons in words, joined ('健康证 7 天内到期；今日无在保保险'). */
export function readinessReasonText(value: Readiness, t: TFunction): string {
  return value.reasons.map((reason) => t(`readiness.reasons.${reason}`, { days: HEALTH_MARGIN_DAYS })).join(t('readiness.separator'));
}

/** The tooltip's lines: the reasons (or all checked) and what was not checked. */
export function readinessDetail(value: Readiness, t: TFunction): string[] {
  const sep = t('readiness.separator');
  const lines = [
    value.ready ? (value.unchecked.length === 0 ? t('readiness.allChecked') : null) : t('readiness.reasonsTitle', { reasons: readinessReasonText(value, t) }),
  ];
  if (value.unchecked.length > 0)
    lines.push(t('readiness.uncheckedTitle', { checks: value.unchecked.map((check) => t(`readiness.unchecked.${check}`)).join(sep) }));
  return lines.filter((line): line is string => line !== null);
}

/**
 * `focusable` false: no Tab stop of its own (the aunt page's header, where it would stand between her
 * heading and 编辑); its reasons stay in its text for screen readers and in the tooltip on hover.
 */
export function ReadinessBadge({ readiness, focusable = true }: { readiness: Readiness; focusable?: boolean }) {
  const { t } = useTranslation();
  const lines = readinessDetail(readiness, t);
  const color = readiness.ready ? (readiness.unchecked.length === 0 ? 'success' : 'processing') : 'error';
  return (
    <Tooltip
      title={lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    >
      <Tag color={color} tabIndex={focusable ? 0 : undefined} data-ready={readiness.ready ? 1 : 0} style={{ marginInlineEnd: 0 }}>
        {t(readiness.ready ? 'readiness.ready' : 'readiness.notReady')}
        <span className="visually-hidden">{`（${lines.join(t('readiness.separator'))}）`}</span>
      </Tag>
    </Tooltip>
  );
}
