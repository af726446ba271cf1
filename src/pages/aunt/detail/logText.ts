/**
 * The server writes log contents with record field names ('auntName 王彩霞; workStatus 1 -> 5');
 * shown to people, each item's leading field name becomes its label (姓名 王彩霞).
 * An 'order' entry (her work status moved by a recruitment order step:
 * 'workStatus 1 -> 2; orderNo DD…; step appointmentInterview') reads as one sentence, and so
 * does a verification decision ('isVerified 0 -> 1': 审核通过; 'isVerified 0 -> 2;
 * verifyRejectReason: …': 驳回，原因：…).
 */
import { i18n } from '@/i18n';

const ORDER_CONTENT = /^workStatus (\d) -> (\d); orderNo (\S+); step (\w+)$/;

/** '工作状态 找工作 → 面试（订单 DD…：预约面试）', or null when the content is not an order entry. */
export function humanizeOrderLog(content: string): string | null {
  const match = ORDER_CONTENT.exec(content);
  if (!match) return null;
  const [, from = '', to = '', orderNo = '', step = ''] = match;
  const status = (value: string) => (i18n.exists(`codes.workStatus.${value}`) ? i18n.t(`codes.workStatus.${value}`) : value);
  const stepKey = `auntDetail.log.steps.${step}`;
  return i18n.t('auntDetail.log.orderMove', { from: status(from), to: status(to), orderNo, step: i18n.exists(stepKey) ? i18n.t(stepKey) : step });
}

const VERIFY_CONTENT = /^isVerified 0 -> ([12])(?:; verifyRejectReason: ([\s\S]*))?$/;

/** '审核通过' / '驳回，原因：…', or null when the content is not a verification decision. */
function humanizeVerifyLog(content: string): string | null {
  const match = VERIFY_CONTENT.exec(content);
  if (!match) return null;
  return match[1] === '1' ? i18n.t('auntDetail.log.verifyApproved') : i18n.t('auntDetail.log.verifyRejected', { reason: match[2] ?? '' });
}

export function humanizeLogContent(content: string, labelOf: (field: string) => string | null): string {
  const sentence = humanizeOrderLog(content) ?? humanizeVerifyLog(content);
  if (sentence !== null) return sentence;
  return content
    .split('; ')
    .map((item) => item.replace(/^([A-Za-z][A-Za-z]*)(?=:|\s|$)/, (field: string) => labelOf(field) ?? field))
    .join('; ');
}
