/** How an access-log entry reads (the log page and a record's "who accessed"): field names and the reason in the user's language. */
import type { TFunction } from 'i18next';
import type { AccessLogEntry } from '@/api/privacy';

/** A field's name ('mobile' -> 手机号); an unknown one as sent. */
export const fieldText = (t: TFunction, field: string): string => t(`personal.fieldName.${field}`, { defaultValue: field });

export const fieldsText = (t: TFunction, fields: readonly string[]): string => fields.map((field) => fieldText(t, field)).join('、');

/** An export's list in the user's language: 'member' -> 小程序会员, 'aunt.all' -> 阿姨列表（all）; an unknown one as sent. */
export const exportListText = (t: TFunction, list: string): string => {
  const [kind = '', scope] = list.split('.');
  const name = t(`personal.exportList.${kind}`, { defaultValue: '' });
  if (!name) return list;
  return scope ? t('personal.exportListScope', { name, scope }) : name;
};

/** 其他：核对合同 / 联系客户. */
export const reasonText = (t: TFunction, entry: Pick<AccessLogEntry, 'reason'>): string => {
  const kind = t(`personal.reasons.${entry.reason.kind}`);
  return entry.reason.text ? `${kind}：${entry.reason.text}` : kind;
};
