/** Types of the insurance family (insurance.ts). */
import type { Flag, ListQuery } from './shared';

/** 0 waiting for payment, 1 payment succeeded, 2 insured, 3 insurance failed, 4 insurance cancelled, 5 order cancelled. */
export type InsuredStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** 0 female, 1 male. */
export type InsuranceGender = 0 | 1;
/** 0 identity card, 1 passport. */
export type InsuranceIdType = 0 | 1;

export interface InsuranceOrder {
  orderId: number;
  productId: number;
  /** Date the cover starts, yyyy-MM-dd. */
  insuredDate: string;
  insuredStatus: InsuredStatus;
  insuranceCompany: string;
  planName: string;
  /** Amount in yuan per 1 unit. */
  premium: number;
  unit: string;
  applicantName: string;
  applicantGender: InsuranceGender;
  applicantIdType: InsuranceIdType;
  applicantIdNo: string;
  applicantMobile: string;
  /** The insured person (usually the aunt). */
  insurerName: string;
  insurerGender: InsuranceGender;
  insurerIdType: InsuranceIdType;
  insurerIdNo: string;
  auntId: number | null;
  /** '' until insured. */
  policyNo: string;
  isDeleted: Flag;
  createdTime: string;
  updatedTime: string;
}

export interface InsuranceOrderInput {
  productId: number;
  insuredDate: string;
  applicantName: string;
  applicantGender: InsuranceGender;
  applicantIdType: InsuranceIdType;
  applicantIdNo: string;
  applicantMobile: string;
  insurerName: string;
  insurerGender: InsuranceGender;
  insurerIdType: InsuranceIdType;
  insurerIdNo: string;
  auntId?: number | null;
}

/** Corrects the insured person or start date of an order. */
export type CorrectOrderRequest = { orderId: number } & Partial<
  Pick<InsuranceOrderInput, 'insuredDate' | 'insurerName' | 'insurerGender' | 'insurerIdType' | 'insurerIdNo'>
>;

/** Insurance list query: isDeleted defaults to 0. */
export interface InsuranceOrderFilter {
  isDeleted?: Flag;
  insuredStatus?: InsuredStatus;
  keyword?: string;
  /** yyyy-MM-dd bounds of insuredDate. */
  startDate?: string;
  endDate?: string;
}
export type InsuranceOrderQuery = ListQuery<InsuranceOrderFilter>;

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

export interface InsurancePrintResult {
  /** Address of the printable policy. */
  printUrl: string;
}

export interface InsuranceDeleteResult {
  orderId: number;
  isDeleted: Flag;
}

export interface InsuranceKeywordsRequest {
  keyword: string;
}

export interface InsProduct {
  productId: number;
  insuranceCompany: string;
  planName: string;
  premium: number;
  unit: string;
  types?: string[];
}

export interface InsProductsQuery {
  insuranceCompany?: string;
  keyword?: string;
}

export type InsProductQuery = ListQuery<InsProductsQuery>;

export interface InsProductDetailsRequest {
  productId: number;
  types?: string[];
}

export interface InsProductDetail extends InsProduct {
  /** Path of the advertising image; the page turns it into a full URL. */
  adImage: string;
  description: string;
}
