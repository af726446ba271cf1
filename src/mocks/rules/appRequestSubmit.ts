/**
 * A member submits a service request in the mini-program (the control route
 * /__mock__/submit-app-request: the back office never does this itself). Defaults make a plausible
 * request from one line: the company's newest member, its first enabled service type, an address in
 * its home city, a week from today, ¥8,000 a month. The request goes to `toMobile` (the member
 * chose that consultant) or to the member's consultant, else to nobody; its assignee is told
 * (rules/appRequestEvents.ts). Strict body; nothing is stored on a refusal.
 */
import { COMPANY_APP_LIMITS } from '@/domain/companyAppCodes';
import { DAY_MS, chinaDay } from '@/domain/chinaTime';
import { isDay } from '@/domain/dateFilter';
import { fenOfYuan } from '@/domain/fen';
import { EMPLOYER_CITIES } from '../db/seedEmployerData';
import { allocateId, type AppRequestRow, type MockDb } from '../db';
import { invalid, notFound } from '../core/errors';
import { submittedRequest } from './appRequestSteps';
import { readStrict } from './unitedBody';

const RULES = {
  companyId: { type: 'number', integer: true, min: 1, label: { zh: '公司编号', en: 'companyId' } },
  memberId: { type: 'number', integer: true, min: 1, label: { zh: '会员编号', en: 'memberId' } },
  toMobile: { type: 'string', pattern: /^1\d{10}$/, label: { zh: '顾问手机号', en: 'toMobile' } },
  serviceType: { type: 'number', integer: true, min: 1, label: { zh: '服务类型', en: 'serviceType' } },
  wantedDate: { type: 'string', label: { zh: '期望日期', en: 'wantedDate' } },
  budget: { type: 'number', min: 0, max: 1_000_000, label: { zh: '预算', en: 'budget' } },
  remarks: { type: 'string', maxLength: COMPANY_APP_LIMITS.requestRemarksMax, label: { zh: '备注', en: 'remarks' } },
} as const;

export function submitFromControl(db: MockDb, body: unknown, now: number): AppRequestRow {
  const input = readStrict(body ?? {}, RULES);
  const companyId = input.companyId ?? 1;
  const members = db.appMembers.filter((row) => row.companyId === companyId);
  const member = input.memberId === undefined ? members.at(-1) : members.find((row) => row.memberId === input.memberId);
  if (!member) throw notFound({ zh: '会员', en: 'Member' });
  const types = db.serviceTypes.filter((row) => row.companyId === companyId && row.isEnabled === 1);
  const type = input.serviceType === undefined ? types[0] : types.find((row) => row.serviceTypeId === input.serviceType);
  if (!type) throw notFound({ zh: '服务类型', en: 'Service type' });
  const consultant =
    input.toMobile === undefined
      ? member.userId
      : (db.users.find((row) => row.mobile === input.toMobile && row.companyId === companyId && row.isEnabled === 1)?.userId ?? -1);
  if (consultant < 0) throw notFound({ zh: '顾问', en: 'Consultant' });
  const assignee = consultant > 0 && db.users.some((row) => row.userId === consultant && row.isEnabled === 1) ? consultant : 0;
  if (input.wantedDate !== undefined && !isDay(input.wantedDate)) throw invalid({ zh: '期望日期应为 yyyy-MM-dd', en: 'wantedDate must be yyyy-MM-dd' });
  const budgetFen = input.budget === undefined ? 800_000 : fenOfYuan(input.budget);
  if (budgetFen === null) throw invalid({ zh: '预算最多两位小数', en: 'budget has at most two decimals' });
  const city = EMPLOYER_CITIES[companyId]?.[0];
  const row = submittedRequest({
    appOrderId: allocateId(db, 'appRequests'),
    companyId,
    memberId: member.memberId,
    contactName: member.realName || member.nickname,
    mobile: member.mobile,
    serviceType: type.serviceTypeId,
    cityId: city?.cityId ?? 0,
    district: city?.districts[0] ?? '',
    address: city ? `${city.roads[0]}88号${city.compounds[0]}1栋101室` : '',
    wantedDate: input.wantedDate ?? chinaDay(now + 7 * DAY_MS),
    budgetFen,
    remarks: input.remarks ?? '希望尽快安排阿姨面试',
    assigneeId: assignee,
    createdTime: new Date(now).toISOString(),
  });
  db.appRequests.push(row);
  return row;
}
