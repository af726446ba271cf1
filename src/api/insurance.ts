/**
 * Insurance family (/insurance/): insurance orders for workers and the product catalogue.
 * The list calls resolve to an empty list when the answer is not code 200 or has no rows.
 */
import { apiUrl, post, postDocument, postList, type RequestOptions } from './http';
import { emptyList, orFallback } from './shared';
import type {
  CorrectOrderRequest,
  InsProduct,
  InsProductDetailsRequest,
  InsProductQuery,
  InsProductsQuery,
  InsuranceKeywordsRequest,
  InsuranceOrder,
  InsuranceOrderIdRequest,
  InsuranceOrderInput,
  InsuranceOrderQuery,
  InsurancePrintParams,
  InsurancePrintResult,
} from './insurance.types';

export type * from './insurance.types';

/** Business codes of the insurance family beside the fund account's (finance.ts FUND_CODES). */
export const INSURANCE_CODES = {
  /** The insurer refused cover (e.g. the insured person is outside the plan's ages); the answer's words say why. */
  insurerRefused: 42201,
} as const;

export const insurancePaths = {
  orderList: '/insurance/order/list',
  orderCreate: '/insurance/order/create',
  orderCreatePay: '/insurance/order/createPay',
  orderDetails: '/insurance/order/details',
  orderPayAndInsure: '/insurance/order/payAndInsure',
  orderPay: '/insurance/order/pay',
  orderInsure: '/insurance/order/insure',
  orderCancel: '/insurance/order/cancel',
  orderPrint: '/insurance/order/print',
  orderDelete: '/insurance/order/delete',
  orderCheckPayStatus: '/insurance/order/checkPayStatus',
  orderCorrect: '/insurance/order/correct',
  productKeywords: '/insurance/product/keywords',
  productGetInsProducts: '/insurance/product/getInsProducts',
  productList: '/insurance/product/list',
  productDetails: '/insurance/product/details',
} as const;

/** Insurance orders (filter payload, isDeleted defaults to 0; empty list on failure). */
export const orderList = (body: InsuranceOrderQuery, options?: RequestOptions) =>
  orFallback(postList(insurancePaths.orderList, { ...body, isDeleted: body.isDeleted ?? 0 }, options), emptyList<InsuranceOrder>);

/** The same list without the fallback: a failure is raised (an aunt's readiness tells "none" from "not known"). */
export const orderListOrFail = (body: InsuranceOrderQuery, options?: RequestOptions) =>
  postList(insurancePaths.orderList, { ...body, isDeleted: body.isDeleted ?? 0 }, options);

/** Creates an insurance order (status 0, waiting for payment). */
export const orderCreate = (body: InsuranceOrderInput, options?: RequestOptions) => post(insurancePaths.orderCreate, body, options);

/** Creates a payment for an order; answers the QR code content. */
export const orderCreatePay = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderCreatePay, body, options);

/** One insurance order. */
export const orderDetails = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderDetails, body, options);

/** Pays from the fund-account balance and insures in one step (status 2 with a policy number). */
export const orderPayAndInsure = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderPayAndInsure, body, options);

/** Pays from the fund-account balance only. */
export const orderPay = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderPay, body, options);

/** Insures a paid order. */
export const orderInsure = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderInsure, body, options);

/** Cancels an order. */
export const orderCancel = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderCancel, body, options);

/** Print call with query parameters; answers the printable policy's address. */
const printOptions = (params: InsurancePrintParams, options?: RequestOptions): RequestOptions => ({ ...options, params: { ...options?.params, ...params } });

export const orderPrint = (params: InsurancePrintParams, options?: RequestOptions) => post(insurancePaths.orderPrint, {}, printOptions(params, options));

/**
 * The print as the print page reads it: our envelope's certificate data, or the document a server
 * answers itself (application/pdf or text/html, with no envelope).
 */
export const orderPrintAnswer = (params: InsurancePrintParams, options?: RequestOptions): Promise<{ certificate: InsurancePrintResult } | { document: Blob }> =>
  postDocument(insurancePaths.orderPrint, {}, printOptions(params, options)).then((answer) => ('document' in answer ? answer : { certificate: answer.data }));

/** Address of the print call, for opening in a new tab. */
export const orderPrintUrl = (params: InsurancePrintParams): string => apiUrl(insurancePaths.orderPrint, { ...params });

/** Deletes an order; answers its isDeleted. */
export const orderDelete = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderDelete, body, options);

/** Whether an order's payment arrived. */
export const orderCheckPayStatus = (body: InsuranceOrderIdRequest, options?: RequestOptions) => post(insurancePaths.orderCheckPayStatus, body, options);

/** Corrects the insured person or start date of an order. */
export const orderCorrect = (body: CorrectOrderRequest, options?: RequestOptions) => post(insurancePaths.orderCorrect, body, options);

/** Search keywords of the product catalogue. */
export const productKeywords = (body: InsuranceKeywordsRequest, options?: RequestOptions) => post(insurancePaths.productKeywords, body, options);

/** Insurable products (empty list on failure); the order form keeps them in the query cache (insuranceQueries.insProducts). */
export const productGetInsProducts = (body?: InsProductsQuery, options?: RequestOptions): Promise<InsProduct[]> =>
  orFallback(
    post(insurancePaths.productGetInsProducts, body ?? {}, options).then((rows) => (Array.isArray(rows) ? (rows as InsProduct[]) : [])),
    () => [],
  );

/** Product catalogue (list; empty on failure). */
export const productList = (body: InsProductQuery, options?: RequestOptions) =>
  orFallback(postList(insurancePaths.productList, body, options), emptyList<InsProduct>);

/** One product ({productId, types}). */
export const productDetails = (body: InsProductDetailsRequest, options?: RequestOptions) => post(insurancePaths.productDetails, body, options);
