/**
 * The order form's values and what is made of them: the start-date window, the agency as
 * applicant, the orderCreate body and the orderCorrect body (only what changed). Pure.
 */
import type { Dayjs } from 'dayjs';
import type { CorrectOrderRequest, InsuranceOrder, InsuranceOrderInput } from '@/api/insurance';
import type { InsuranceGender, InsuranceIdType } from '@/api/insurance.types';
import type { UserInfo } from '@/api/user';
import { numberOfDay } from '@/domain/chinaTime';
import { chinaToday } from '../display';

export const MAX_DAYS_AHEAD = 90;

/** The insured person and the start date: all that correcting may change. */
export interface PersonValues {
  insuredDate?: Dayjs;
  insurerName?: string;
  insurerGender?: InsuranceGender;
  insurerIdType?: InsuranceIdType;
  insurerIdNo?: string;
}

export interface CreateValues extends PersonValues {
  productId?: number;
  auntId?: number;
  applicantType: 0 | 1;
  employerId?: number;
  applicantName?: string;
  applicantGender?: InsuranceGender;
  applicantIdType?: InsuranceIdType;
  applicantIdNo?: string;
  applicantMobile?: string;
}

/** The days a start date may take: today (China) to 90 days ahead. */
export function insuredDateAllowed(day: string, today: string = chinaToday()): boolean {
  return day >= today && numberOfDay(day) - numberOfDay(today) <= MAX_DAYS_AHEAD;
}

/** The agency as applicant: its name and the user's mobile. */
export const agencyOf = (user: UserInfo | null) => ({ applicantName: user?.company.companyName ?? '', applicantMobile: user?.mobile ?? '' });

/** The orderCreate body from validated values (texts trimmed; the employer's fields only when an employer applies). */
export function createOrderBody(values: CreateValues): InsuranceOrderInput {
  return {
    productId: values.productId!,
    insuredDate: values.insuredDate!.format('YYYY-MM-DD'),
    applicantType: values.applicantType,
    applicantName: (values.applicantName ?? '').trim(),
    applicantMobile: (values.applicantMobile ?? '').trim(),
    insurerName: (values.insurerName ?? '').trim(),
    insurerGender: values.insurerGender!,
    insurerIdType: values.insurerIdType ?? 0,
    insurerIdNo: (values.insurerIdNo ?? '').trim(),
    ...(values.auntId ? { auntId: values.auntId } : {}),
    ...(values.applicantType === 1
      ? {
          employerId: values.employerId,
          applicantGender: values.applicantGender,
          applicantIdType: values.applicantIdType ?? 0,
          applicantIdNo: (values.applicantIdNo ?? '').trim(),
        }
      : {}),
  };
}

/**
 * The orderCorrect body: only what differs from the order (the id type and number go together),
 * or null when nothing does.
 */
export function correctionBody(order: InsuranceOrder, values: PersonValues): CorrectOrderRequest | null {
  const body: CorrectOrderRequest = { orderId: order.orderId };
  const day = values.insuredDate?.format('YYYY-MM-DD');
  if (day && day !== order.insuredDate) body.insuredDate = day;
  const name = values.insurerName?.trim();
  if (name && name !== order.insurerName) body.insurerName = name;
  if (values.insurerGender !== undefined && values.insurerGender !== order.insurerGender) body.insurerGender = values.insurerGender;
  const idNo = values.insurerIdNo?.trim() ?? '';
  const idType = values.insurerIdType ?? order.insurerIdType;
  if (idNo !== order.insurerIdNo || idType !== order.insurerIdType) {
    body.insurerIdType = idType;
    body.insurerIdNo = idNo;
  }
  return Object.keys(body).length === 1 ? null : body;
}
