/** Types of the insurance family (insurance.ts). */
import type { Flag, ListQuery } from './shared';

/** 0 waiting for payment, 1 payment succeeded, 2 insured, 3 insurance failed, 4 insurance cancelled, 5 order cancelled. */
export type InsuredStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** 0 female, 1 male. */
export type InsuranceGender = 0 | 1;
/** 0 identity card, 1 passport. */
export type InsuranceIdType = 0 | 1;

export interface InsuranceOrder {
  /** @spec */
  orderId: number;
  productId: number;
  /**
   * Date the cover starts, yyyy-MM-dd.
   * @spec
   */
  insuredDate: string;
  /** @spec */
  insuredStatus: InsuredStatus;
  /** @spec */
  insuranceCompany: string;
  /** @spec */
  planName: string;
  /**
   * Amount in yuan per 1 unit.
   * @spec
   */
  premium: number;
  /** @spec */
  unit: string;
  applicantName: string;
  /** @spec */
  applicantGender: InsuranceGender;
  /** @spec */
  applicantIdType: InsuranceIdType;
  applicantIdNo: string;
  applicantMobile: string;
  /** The insured person (usually the aunt). */
  insurerName: string;
  /** @spec */
  insurerGender: InsuranceGender;
  /** @spec */
  insurerIdType: InsuranceIdType;
  insurerIdNo: string;
  auntId: number | null;
  /**
   * '' until insured.
   * @spec
   */
  policyNo: string;
  /** @spec */
  isDeleted: Flag;
  createdTime: string;
  updatedTime: string;
  /** Our additions. The last day of cover, yyyy-MM-dd. */
  endDate: string;
  /** What one unit covers, yuan (accidental death or disability). */
  cover: number;
  /** 0 the agency is the applicant, 1 the aunt's employer (employerId). */
  applicantType: Flag;
  employerId: number | null;
  /** How the premium was paid: from the fund account, by a scanned payment, or not yet. */
  paidBy: 'balance' | 'scan' | null;
  /** The insurer's last refusal ('' when none). */
  failReason: string;
}

export interface InsuranceOrderInput {
  productId: number;
  insuredDate: string;
  applicantName: string;
  /** Employer applicants only (applicantType 1): the agency applies as itself, with no personal id. */
  applicantGender?: InsuranceGender;
  applicantIdType?: InsuranceIdType;
  applicantIdNo?: string;
  applicantMobile: string;
  insurerName: string;
  insurerGender: InsuranceGender;
  insurerIdType: InsuranceIdType;
  insurerIdNo: string;
  auntId?: number | null;
  /** 0 the agency (default), 1 an employer of the company (employerId required). */
  applicantType?: Flag;
  employerId?: number | null;
}

/** Corrects the insured person or start date of an order. */
export type CorrectOrderRequest = { orderId: number } & Partial<
  Pick<InsuranceOrderInput, 'insuredDate' | 'insurerName' | 'insurerGender' | 'insurerIdType' | 'insurerIdNo'>
>;

/** Insurance list query: isDeleted defaults to 0. */
export interface InsuranceOrderFilter {
  /** @spec */
  isDeleted?: Flag;
  insuredStatus?: InsuredStatus;
  /** Over insured / applicant names, id numbers, policy number, insurer and plan. */
  keyword?: string;
  /** yyyy-MM-dd bounds of insuredDate (inclusive). */
  startDate?: string;
  endDate?: string;
}
export type InsuranceOrderQuery = ListQuery<InsuranceOrderFilter>;

/** The list's summary: orders per status (index = insuredStatus) over the filter without its status, and their sum. */
export interface InsuranceOrderSummary {
  counts: [number, number, number, number, number, number];
  all: number;
}

export interface InsuranceOrderIdRequest {
  orderId: number;
}

/** Query parameters of the print call. */
export interface InsurancePrintParams {
  orderId: number;
}

/** The order's state after pay, insure, pay-and-insure or cancel. */
export interface InsuranceOrderState {
  orderId: number;
  insuredStatus: InsuredStatus;
  /** Set once insured, '' otherwise. */
  policyNo: string;
  /** pay / payAndInsure (our addition): how the premium was paid, 'scan' when a scanned payment had already arrived (the balance was not charged). */
  paidBy?: InsuranceOrder['paidBy'];
  /** cancel only: the premium refunded, yuan (0 when nothing was paid). */
  refund?: number;
  /** cancel only (our addition): where the refund went, the way it was paid: 'balance' back into the fund account, 'scan' back to whoever paid by scan; null when nothing was paid. */
  refundTo?: InsuranceOrder['paidBy'];
}

/** createPay: a payment for an order, paid by scanning codeUrl. */
export interface InsurancePayment {
  orderId: number;
  payOrderNo: string;
  /** Content of the payment QR code. */
  codeUrl: string;
}

export interface InsurancePayStatus {
  orderId: number;
  isPaid: boolean;
  insuredStatus: InsuredStatus;
}

/** The policy certificate's data (print; status 2 only). Id numbers masked but the first 3 and last 4 characters. */
export interface InsurancePrintResult {
  orderId: number;
  policyNo: string;
  insuranceCompany: string;
  planName: string;
  types: string[];
  insurerName: string;
  insurerGender: InsuranceGender;
  insurerIdType: InsuranceIdType;
  insurerIdNo: string;
  applicantName: string;
  applicantIdType: InsuranceIdType;
  applicantIdNo: string;
  insuredDate: string;
  endDate: string;
  /** Yuan. */
  premium: number;
  unit: string;
  /** Yuan. */
  cover: number;
  /** When the policy was issued (ISO). */
  issuedTime: string;
  companyName: string;
}

export interface InsuranceDeleteResult {
  orderId: number;
  /** @spec */
  isDeleted: Flag;
}

export interface InsuranceKeywordsRequest {
  keyword: string;
}

export interface InsProduct {
  /** @spec */
  productId: number;
  insuranceCompany: string;
  planName: string;
  /** Yuan per 1 unit. */
  premium: number;
  unit: string;
  /** @spec */
  types?: string[];
  /** Our additions: days one unit covers, the cover (yuan), the ages accepted, and whether it can be ordered. */
  periodDays: number;
  cover: number;
  ageMin: number;
  ageMax: number;
  isEnabled: Flag;
}

export interface InsProductsQuery {
  insuranceCompany?: string;
  keyword?: string;
}

export type InsProductQuery = ListQuery<InsProductsQuery>;

export interface InsProductDetailsRequest {
  /** @spec */
  productId: number;
  /** @spec */
  types?: string[];
}

export interface InsProductDetail extends InsProduct {
  /**
   * Path of the advertising image; the page turns it into a full URL.
   * @spec
   */
  adImage: string;
  description: string;
}
