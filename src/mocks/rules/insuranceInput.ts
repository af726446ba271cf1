/**
 * Bodies of the insurance calls, read strictly (an unknown field, a number sent as a string, a
 * wrong type → 40001 before anything is looked up, so a refused call stores nothing), and the
 * checks of an order's people and dates shared by create and correct:
 * - names 2–30 characters; an identity card by domain/idCard.ts's rule AND its check digit; a
 *   passport 5–17 letters or digits; a mobile of 11 digits starting with 1;
 * - insuredDate today (China) or later and at most INSURANCE_LIMITS.maxDaysAhead days ahead;
 * - the product enabled; the aunt (when named) of the company; an employer applicant of the company.
 */
import type { InsuranceGender, InsuranceIdType } from '@/api/insurance.types';
import { chinaDay, numberOfDay } from '@/domain/chinaTime';
import { normalizeIdCard } from '@/domain/idCard';
import { INSURED_NAME, MOBILE_RE, insuredIdProblem } from '@/domain/insuredPerson';
import type { InsOrderParties, InsOrderRow, InsProductRow, MockDb } from '../db';
import { invalid, notFound, type Msg } from '../core/errors';
import { type Rules } from '../core/validate';
import { KEYWORD_RULE, LIST_PAGING_RULES } from './listQuery';
import { readStrictChoices } from './jobMsgInput';
import { PRODUCT_WHAT } from './insuranceOrders';

export const INSURANCE_LIMITS = {
  /** The latest start of cover, in days from today. */
  maxDaysAhead: 90,
  nameMin: INSURED_NAME.min,
  nameMax: INSURED_NAME.max,
  /** Suggestions answered by product/keywords. */
  keywords: 10,
} as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

const L = {
  orderId: { zh: '订单编号', en: 'Order id' },
  productId: { zh: '保险产品', en: 'Product' },
  insuredDate: { zh: '投保日期', en: 'Start date' },
  applicantType: { zh: '投保人类型', en: 'Applicant type' },
  employerId: { zh: '雇主', en: 'Employer' },
  applicantName: { zh: '投保人姓名', en: 'Applicant name' },
  applicantGender: { zh: '投保人性别', en: 'Applicant gender' },
  applicantIdType: { zh: '投保人证件类型', en: 'Applicant id type' },
  applicantIdNo: { zh: '投保人证件号码', en: 'Applicant id number' },
  applicantMobile: { zh: '投保人手机号', en: 'Applicant mobile' },
  insurerName: { zh: '被保险人姓名', en: 'Insured person’s name' },
  insurerGender: { zh: '被保险人性别', en: 'Insured person’s gender' },
  insurerIdType: { zh: '被保险人证件类型', en: 'Insured person’s id type' },
  insurerIdNo: { zh: '被保险人证件号码', en: 'Insured person’s id number' },
  auntId: { zh: '阿姨', en: 'Aunt' },
  isDeleted: { zh: '是否已删除', en: 'Deleted' },
  insuredStatus: { zh: '订单状态', en: 'Status' },
  startDate: { zh: '投保开始日期', en: 'From date' },
  endDate: { zh: '投保结束日期', en: 'To date' },
  insuranceCompany: { zh: '保险公司', en: 'Insurer' },
  types: { zh: '保障类型', en: 'Plan types' },
} as const satisfies Record<string, Msg>;

const id = (label: Msg) => ({ type: 'number', integer: true, min: 1, required: true, label }) as const;
const name = (label: Msg) => ({ type: 'string', required: true, minLength: INSURANCE_LIMITS.nameMin, maxLength: INSURANCE_LIMITS.nameMax, label }) as const;
const flag = (label: Msg) => ({ type: 'enum', values: [0, 1], label }) as const;
const requiredFlag = (label: Msg) => ({ type: 'enum', values: [0, 1], label, required: true }) as const;
const idNo = (label: Msg) => ({ type: 'string', maxLength: 18, label }) as const;
const requiredIdNo = (label: Msg) => ({ type: 'string', maxLength: 18, label, required: true }) as const;
const day = (label: Msg) => ({ type: 'string', pattern: DAY_RE, maxLength: 10, label }) as const;
const requiredDay = (label: Msg) => ({ type: 'string', pattern: DAY_RE, maxLength: 10, label, required: true }) as const;

export const readOrderId = (body: unknown) => readStrictChoices(body, { orderId: id(L.orderId) });

const ORDER_QUERY = {
  ...LIST_PAGING_RULES,
  keyword: KEYWORD_RULE,
  isDeleted: flag(L.isDeleted),
  insuredStatus: { type: 'enum', values: [0, 1, 2, 3, 4, 5], label: L.insuredStatus },
  startDate: day(L.startDate),
  endDate: day(L.endDate),
  sortField: { type: 'enum', values: ['createdTime', 'insuredDate'], label: { zh: '排序字段', en: 'Sort field' } },
  sortOrder: { type: 'enum', values: ['asc', 'desc'], label: { zh: '排序方向', en: 'Sort order' } },
} as const satisfies Rules;

export const readOrderQuery = (body: unknown) => readStrictChoices(body, ORDER_QUERY);

const PRODUCT_QUERY = {
  ...LIST_PAGING_RULES,
  keyword: KEYWORD_RULE,
  insuranceCompany: { type: 'string', maxLength: 30, label: L.insuranceCompany },
} as const satisfies Rules;
export const readProductQuery = (body: unknown) => readStrictChoices(body, PRODUCT_QUERY);
export const readInsProductsQuery = (body: unknown) => readStrictChoices(body, { keyword: KEYWORD_RULE, insuranceCompany: PRODUCT_QUERY.insuranceCompany });
export const readKeywords = (body: unknown) => readStrictChoices(body, { keyword: { ...KEYWORD_RULE, required: true } });

/** details {productId, types?}: types, when sent, an array of at most 20 short strings. */
export function readProductDetails(body: unknown): { productId: number; types?: string[] } {
  const { types, ...rest } = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { productId } = readStrictChoices(body === null || typeof body !== 'object' || Array.isArray(body) ? body : rest, { productId: id(L.productId) });
  if (types === undefined || types === null) return { productId };
  if (!Array.isArray(types) || types.length > 20 || types.some((type) => typeof type !== 'string' || type.length > 20))
    throw invalid({ zh: `${L.types.zh}格式不正确`, en: `${L.types.en} is not valid` });
  return { productId, types: types as string[] };
}

const ORDER_INPUT = {
  productId: id(L.productId),
  insuredDate: requiredDay(L.insuredDate),
  applicantType: flag(L.applicantType),
  employerId: { type: 'number', integer: true, min: 1, label: L.employerId },
  applicantName: name(L.applicantName),
  applicantGender: flag(L.applicantGender),
  applicantIdType: flag(L.applicantIdType),
  applicantIdNo: idNo(L.applicantIdNo),
  applicantMobile: {
    type: 'string',
    required: true,
    pattern: MOBILE_RE,
    label: L.applicantMobile,
    message: { zh: '投保人手机号须为 11 位数字', en: 'The applicant’s mobile must be 11 digits' },
  },
  insurerName: name(L.insurerName),
  insurerGender: requiredFlag(L.insurerGender),
  insurerIdType: requiredFlag(L.insurerIdType),
  insurerIdNo: requiredIdNo(L.insurerIdNo),
  auntId: { type: 'number', integer: true, min: 1, label: L.auntId },
} as const satisfies Rules;

const CORRECT_INPUT = {
  orderId: id(L.orderId),
  insuredDate: day(L.insuredDate),
  insurerName: { ...name(L.insurerName), required: false },
  insurerGender: flag(L.insurerGender),
  insurerIdType: flag(L.insurerIdType),
  insurerIdNo: idNo(L.insurerIdNo),
} as const satisfies Rules;

/** The problem of an id number of this type ('' when it is fine): the message the form shows too. */
export function idNoProblem(idType: InsuranceIdType, value: string, label: Msg): Msg | null {
  switch (insuredIdProblem(idType, value)) {
    case null:
      return null;
    case 'passport':
      return { zh: `${label.zh}：护照号须为 5–17 位字母或数字`, en: `${label.en}: a passport number is 5–17 letters or digits` };
    case 'checkDigit':
      return { zh: `${label.zh}：身份证号码校验位不正确`, en: `${label.en}: the identity card’s check digit is wrong` };
    default:
      return { zh: `${label.zh}：身份证号码格式不正确`, en: `${label.en}: not a valid identity card number` };
  }
}

function checkIdNo(idType: InsuranceIdType, value: string, label: Msg): string {
  const problem = idNoProblem(idType, value, label);
  if (problem) throw invalid(problem);
  return idType === 0 ? normalizeIdCard(value) : value.toUpperCase();
}

/** insuredDate: a real day, today (China) or later, at most maxDaysAhead days ahead. */
export function checkInsuredDate(value: string, now: Date): string {
  const today = chinaDay(now);
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw invalid({ zh: '投保日期不是有效日期', en: 'The start date is not a real day' });
  if (value < today) throw invalid({ zh: '投保日期不能早于今天', en: 'The start date cannot be before today' });
  if (numberOfDay(value) - numberOfDay(today) > INSURANCE_LIMITS.maxDaysAhead) {
    throw invalid({
      zh: `投保日期最晚为今天起 ${INSURANCE_LIMITS.maxDaysAhead} 天内`,
      en: `The start date must be within ${INSURANCE_LIMITS.maxDaysAhead} days from today`,
    });
  }
  return value;
}

export interface CheckedOrderInput extends InsOrderParties {
  product: InsProductRow;
}

/** create: every field checked against the rules and the company's records; throws 40001/40401 before anything is stored. */
export function readCreateOrder(db: MockDb, body: unknown, companyId: number, now: Date): CheckedOrderInput {
  const input = readStrictChoices(body, ORDER_INPUT);
  const product = db.insProducts.find((row) => row.productId === input.productId);
  if (!product) throw notFound(PRODUCT_WHAT);
  if (product.isEnabled !== 1) throw invalid({ zh: '该保险产品已停售，不能投保', en: 'This product is no longer sold' });
  const applicantType = input.applicantType ?? 0;
  let employerId: number | null = null;
  let applicant = { applicantGender: 1 as InsuranceGender, applicantIdType: 0 as InsuranceIdType, applicantIdNo: '' };
  if (applicantType === 1) {
    if (input.applicantGender === undefined || input.applicantIdType === undefined || !input.applicantIdNo) {
      throw invalid({ zh: '投保人为雇主时请填写其性别、证件类型和证件号码', en: 'An employer applicant needs a gender, an id type and an id number' });
    }
    applicant = {
      applicantGender: input.applicantGender,
      applicantIdType: input.applicantIdType,
      applicantIdNo: checkIdNo(input.applicantIdType, input.applicantIdNo, L.applicantIdNo),
    };
    if (input.employerId === undefined) throw invalid({ zh: '投保人为雇主时请选择雇主', en: 'Choose the employer who applies' });
    const employer = db.employers.find((row) => row.employerId === input.employerId && row.companyId === companyId && row.isDeleted === 0);
    if (!employer) throw invalid({ zh: '雇主不是本公司的客户', en: 'The employer is not one of this company’s clients' });
    employerId = employer.employerId;
  } else if (input.employerId !== undefined || (input.applicantIdNo ?? '') !== '') {
    // The agency applies as itself: no employer, no personal id (gender and id type are stored as 1 and 0).
    throw invalid({ zh: '投保人为本公司时不填雇主和证件号码', en: 'An agency applicant names no employer and no id number' });
  }
  let auntId: number | null = null;
  if (input.auntId !== undefined) {
    const aunt = db.aunts.find((row) => row.auntId === input.auntId && row.companyId === companyId && row.isDeleted === 0);
    if (!aunt) throw invalid({ zh: '阿姨不是本公司的阿姨', en: 'The aunt is not one of this company’s' });
    auntId = aunt.auntId;
  }
  return {
    product,
    insuredDate: checkInsuredDate(input.insuredDate, now),
    applicantType,
    employerId,
    applicantName: input.applicantName,
    ...applicant,
    applicantMobile: input.applicantMobile,
    insurerName: input.insurerName,
    insurerGender: input.insurerGender,
    insurerIdType: input.insurerIdType,
    insurerIdNo: checkIdNo(input.insurerIdType, input.insurerIdNo, L.insurerIdNo),
    auntId,
  };
}

export type CorrectFields = Partial<Pick<InsOrderRow, 'insuredDate' | 'insurerName' | 'insurerGender' | 'insurerIdType' | 'insurerIdNo'>>;

/** correct: the fields sent, each checked as create checks it (an id type sent needs its number; a number is checked against the type it will have). */
export function readCorrectOrder(body: unknown, now: Date, current: (orderId: number) => InsOrderRow): { orderId: number; fields: CorrectFields } {
  const input = readStrictChoices(body, CORRECT_INPUT);
  const fields: CorrectFields = {};
  if (input.insuredDate !== undefined) fields.insuredDate = checkInsuredDate(input.insuredDate, now);
  if (input.insurerName !== undefined) fields.insurerName = input.insurerName;
  if (input.insurerGender !== undefined) fields.insurerGender = input.insurerGender;
  if (input.insurerIdType !== undefined && input.insurerIdNo === undefined)
    throw invalid({ zh: '修改证件类型时请同时填写证件号码', en: 'A new id type needs its number' });
  if (input.insurerIdNo !== undefined) {
    const idType = input.insurerIdType ?? current(input.orderId).insurerIdType;
    fields.insurerIdType = idType;
    fields.insurerIdNo = checkIdNo(idType, input.insurerIdNo, L.insurerIdNo);
  }
  if (Object.keys(fields).length === 0) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to correct' });
  return { orderId: input.orderId, fields };
}
