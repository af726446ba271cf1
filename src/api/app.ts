/** App family (/app/): the vip solution (upgrade/renew) and a configuration call. */
import type { Flag } from './shared';
import { post, type RequestOptions } from './http';

export const appPaths = {
  getSolution: '/app/getSolution',
  paySolution: '/app/paySolution',
  getXXConfig: '/app/getXXConfig',
} as const;

/** A vip plan the company can buy. */
export interface Solution {
  solutionId: number;
  solutionName: string;
  /** Yuan. */
  price: number;
  /** Length of the plan in days. */
  days: number;
  maxUserCount: number;
  /** Features, one per line. */
  description: string;
  /** 1 on the company's current plan (our choice). */
  isCurrent?: Flag;
  /** yyyy-MM-dd the current plan runs until; null when never bought (our choice). */
  expireDate?: string | null;
}

export interface PaySolutionRequest {
  solutionId: number;
}

/** A payment for a plan, paid by scanning codeUrl. */
export interface SolutionPayment {
  /** The plan paid for, and the company's plan expiry after the payment (our choice). */
  solutionId?: number;
  expireDate?: string;
  payOrderNo: string;
  codeUrl: string;
  /** Yuan. */
  amount: number;
}

export interface XXConfigRequest {
  /** One configuration entry; all when absent. */
  configKey?: string;
}

/** Configuration entries by key. */
export type XXConfig = Record<string, string>;

/** The vip plans (no body). */
export const getSolution = (options?: RequestOptions) => post(appPaths.getSolution, {}, options);

/** Pays for a vip plan. */
export const paySolution = (body: PaySolutionRequest, options?: RequestOptions) => post(appPaths.paySolution, body, options);

/** Configuration entries (payload not shown in the spec). */
export const getXXConfig = (body: XXConfigRequest, options?: RequestOptions) => post(appPaths.getXXConfig, body, options);
