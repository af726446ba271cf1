/**
 * Row types of insurance (/insurance/): the product catalogue (shared by every company) and each
 * company's insurance orders. Part of the schema (schema.ts). Premiums are integer fen; the order
 * keeps the product's words and premium as they were when it was made (a later price change does
 * not rewrite a bought policy). Statuses follow domain/insuranceGraph.ts.
 */
import type { InsuranceGender, InsuranceIdType, InsuredStatus } from '@/api/insurance.types';
import type { Flag } from '@/api/shared';

export interface InsProductRow {
  productId: number;
  insuranceCompany: string;
  planName: string;
  /** Premium of one unit (one person for one period), fen. */
  premiumFen: number;
  /** What one unit covers, e.g. 月 (a month) or 年 (a year). */
  unit: string;
  /** Days of cover one unit buys (30, 365...). */
  periodDays: number;
  /** The insured sum of accidental death or disability, fen. */
  coverFen: number;
  /** Plan types (保障类型) the product covers, e.g. 意外身故, 意外医疗, 第三者责任. */
  types: string[];
  /** Ages the insurer accepts (inclusive), read from the insured person's identity card. */
  ageMin: number;
  ageMax: number;
  /** Path of the advertising image (a seed picture in the file store); the page makes it a full URL. */
  adImage: string;
  description: string;
  isEnabled: Flag;
  sort: number;
}

export interface InsOrderRow {
  orderId: number;
  companyId: number;
  /** The staff member who made the order. */
  userId: number;
  productId: number;
  /** Copied from the product when the order was made. */
  insuranceCompany: string;
  planName: string;
  premiumFen: number;
  unit: string;
  /** The product's cover when the order was made, fen. */
  coverFen: number;
  /** yyyy-MM-dd: the first day of cover. */
  insuredDate: string;
  /** yyyy-MM-dd: the last day of cover (insuredDate + the product's periodDays - 1). */
  endDate: string;
  insuredStatus: InsuredStatus;
  /** The agency itself (0) or the aunt's employer (1). */
  applicantType: Flag;
  employerId: number | null;
  applicantName: string;
  applicantGender: InsuranceGender;
  applicantIdType: InsuranceIdType;
  applicantIdNo: string;
  applicantMobile: string;
  insurerName: string;
  insurerGender: InsuranceGender;
  insurerIdType: InsuranceIdType;
  insurerIdNo: string;
  auntId: number | null;
  /** '' until insured. */
  policyNo: string;
  /** How it was paid: from the fund account, by a scanned payment, or not yet. */
  paidBy: 'balance' | 'scan' | null;
  /** A scanned payment asked for (createPay) and whether it arrived (a development control pays it). */
  payOrderNo: string;
  scanPaid: boolean;
  /** The insurer's last refusal, '' when none. */
  failReason: string;
  /** When the policy was issued (ISO), '' until insured. */
  issuedTime: string;
  isDeleted: Flag;
  createdTime: string;
  updatedTime: string;
}

/** Who an order covers and who applies for it, from what start day: what the create call (and the seed) choose. */
export type InsOrderParties = Pick<
  InsOrderRow,
  | 'insuredDate'
  | 'applicantType'
  | 'employerId'
  | 'applicantName'
  | 'applicantGender'
  | 'applicantIdType'
  | 'applicantIdNo'
  | 'applicantMobile'
  | 'insurerName'
  | 'insurerGender'
  | 'insurerIdType'
  | 'insurerIdNo'
  | 'auntId'
>;

export interface InsuranceTables {
  insProducts: InsProductRow[];
  insOrders: InsOrderRow[];
}

export const INSURANCE_TABLE_NAMES = ['insProducts', 'insOrders'] as const satisfies readonly (keyof InsuranceTables)[];

export function emptyInsuranceTables(): InsuranceTables {
  return { insProducts: [], insOrders: [] };
}
