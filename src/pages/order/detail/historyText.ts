/**
 * The line under a history entry's head ("签约 · 孙文斌"), written in the interface language from
 * the entry's facts: the server stores only what the user supplied (`detail`) and structured
 * fields, never a label or a formatted time. Times show in the browser's zone.
 *
 * @example historyLine(t, signEntry)  // '合同 2026-11-21 至 2027-11-20 · 月薪 ¥8,500'
 */
import type { TFunction } from 'i18next';
import type { OrderHistoryEntry } from '@/api/order.types';
import { dateTime, money } from '@/domain/format';
import { maskPlace } from '@/domain/personalData';

const joined = (parts: readonly (string | null | undefined)[]) => parts.filter((part) => part).join(' · ');

function signLine(t: TFunction, entry: OrderHistoryEntry): string {
  const contract = entry.contractStart && entry.contractEnd ? t('order.history.lines.contract', { start: entry.contractStart, end: entry.contractEnd }) : '';
  const salary = entry.salary ? t('order.history.lines.monthlySalary', { amount: money(entry.salary) }) : '';
  return joined([contract, salary, entry.detail]);
}

/** setOrder stores the changed field keys ("salaryMin,address"): their labels. */
function changedFieldsLine(t: TFunction, keys: string): string {
  return keys
    .split(',')
    .filter((key) => key !== '')
    .map((key) => t(`order.fields.${key}`, { defaultValue: key }))
    .join(t('order.history.lines.fieldSeparator'));
}

export function historyLine(t: TFunction, entry: OrderHistoryEntry): string {
  switch (entry.action) {
    case 'appointmentInterview':
      // The place may be the employer's home: masked whatever the server sent (the candidates' eye reveals it).
      return joined([dateTime(entry.interviewTime), maskPlace(entry.detail)]);
    case 'signComplete':
      return signLine(t, entry);
    case 'setAuntOutgoing':
      return joined([entry.outgoingDate, entry.detail]);
    case 'addOrderTransfer':
      if (entry.toUserId == null) return entry.detail;
      return t('order.history.lines.transfer', { from: entry.fromUserName || t('order.noOwner'), to: entry.toUserName ?? '', reason: entry.detail });
    case 'setOrder':
      return changedFieldsLine(t, entry.detail);
    case 'create':
      return entry.detail ? t('order.history.lines.fromJob', { title: entry.detail }) : '';
    default:
      // Results (remarks), cancel (reason), follow-up (content); recommend, delete, restore: nothing.
      return entry.detail;
  }
}
