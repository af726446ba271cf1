/**
 * Insurance answers' shapes in the mock: orders and the printed certificate (mobiles and id numbers masked: domain/personalData) and
 * products, amounts from the tables' fen into the wire's yuan.
 */
import type { InsProduct, InsProductDetail, InsuranceOrder, InsurancePrintResult } from '@/api/insurance.types';
import { yuanOfFen } from '@/domain/fen';
import { maskIdNumber, maskMobile } from '@/domain/personalData';
import type { InsOrderRow, InsProductRow, MockDb } from '../db';
import { productOf } from './insuranceOrders';

export function toOrder(order: InsOrderRow): InsuranceOrder {
  return {
    orderId: order.orderId,
    productId: order.productId,
    insuredDate: order.insuredDate,
    endDate: order.endDate,
    insuredStatus: order.insuredStatus,
    insuranceCompany: order.insuranceCompany,
    planName: order.planName,
    premium: yuanOfFen(order.premiumFen),
    unit: order.unit,
    cover: yuanOfFen(order.coverFen),
    applicantType: order.applicantType,
    employerId: order.employerId,
    applicantName: order.applicantName,
    applicantGender: order.applicantGender,
    applicantIdType: order.applicantIdType,
    applicantIdNo: maskIdNumber(order.applicantIdNo),
    applicantMobile: maskMobile(order.applicantMobile),
    insurerName: order.insurerName,
    insurerGender: order.insurerGender,
    insurerIdType: order.insurerIdType,
    insurerIdNo: maskIdNumber(order.insurerIdNo),
    auntId: order.auntId,
    policyNo: order.policyNo,
    paidBy: order.paidBy,
    failReason: order.failReason,
    isDeleted: order.isDeleted,
    createdTime: order.createdTime,
    updatedTime: order.updatedTime,
  };
}

export function toCertificate(db: MockDb, order: InsOrderRow): InsurancePrintResult {
  return {
    orderId: order.orderId,
    policyNo: order.policyNo,
    insuranceCompany: order.insuranceCompany,
    planName: order.planName,
    types: productOf(db, order.productId)?.types.slice() ?? [],
    insurerName: order.insurerName,
    insurerGender: order.insurerGender,
    insurerIdType: order.insurerIdType,
    insurerIdNo: maskIdNumber(order.insurerIdNo),
    applicantName: order.applicantName,
    applicantIdType: order.applicantIdType,
    applicantIdNo: maskIdNumber(order.applicantIdNo),
    insuredDate: order.insuredDate,
    endDate: order.endDate,
    premium: yuanOfFen(order.premiumFen),
    unit: order.unit,
    cover: yuanOfFen(order.coverFen),
    issuedTime: order.issuedTime,
    companyName: db.companies.find((row) => row.companyId === order.companyId)?.companyName ?? '',
  };
}

export function toProduct(row: InsProductRow): InsProduct {
  return {
    productId: row.productId,
    insuranceCompany: row.insuranceCompany,
    planName: row.planName,
    premium: yuanOfFen(row.premiumFen),
    unit: row.unit,
    types: row.types.slice(),
    periodDays: row.periodDays,
    cover: yuanOfFen(row.coverFen),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    isEnabled: row.isEnabled,
  };
}

/** Details: the product with its advertising image's path; `types`, when asked, narrows the plan types shown to those asked. */
export function toProductDetail(row: InsProductRow, types?: string[]): InsProductDetail {
  const base = toProduct(row);
  return { ...base, types: types ? row.types.filter((type) => types.includes(type)) : row.types.slice(), adImage: row.adImage, description: row.description };
}
