/**
 * The 40001 words for a date filter that cannot be resolved (domain/dateFilter's issues): the
 * dashboard's chart data, the lists' date filters and the achievement report say it alike.
 */
import { DATE_FILTER_CHOICES, type DateFilterIssue } from '@/domain/dateFilter';
import type { Msg } from '../core/errors';

const OPTION_LIST = DATE_FILTER_CHOICES.map((choice) => choice.value).join(', ');

function optionOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).dateFilter : undefined;
  return typeof value === 'string' ? value : String(value);
}

/** The 40001 message for a filter that cannot be resolved. */
export function issueMessage(issue: DateFilterIssue, body: unknown): Msg {
  const option = optionOf(body);
  switch (issue.field) {
    case 'dateFilter':
      return {
        zh: `不支持的时间筛选条件（dateFilter）：${option}`,
        en: `Unknown dateFilter "${option}"; expected one of: ${OPTION_LIST}`,
      };
    case 'days':
      return issue.problem === 'missing'
        ? { zh: `请填写天数（days），${option} 需要天数`, en: `days is required for ${option}` }
        : { zh: '天数（days）须为 1 到 3650 之间的整数', en: 'days must be a whole number from 1 to 3650' };
    case 'startDate':
    case 'endDate':
      if (issue.problem === 'beforeStart') {
        return { zh: '结束日期（endDate）不能早于开始日期（startDate）', en: 'endDate must not be before startDate' };
      }
      return issue.problem === 'missing'
        ? { zh: `请选择日期（${issue.field}），${option} 需要该日期`, en: `${issue.field} is required for ${option}` }
        : { zh: `日期（${issue.field}）格式不正确，应为 YYYY-MM-DD`, en: `${issue.field} must be a date written YYYY-MM-DD` };
  }
}
