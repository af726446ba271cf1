/**
 * The contract's entries for `insurancePaths` (insurance.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { EmptyBody } from './contract';
import type {
  CorrectOrderRequest,
  InsProduct,
  InsProductDetail,
  InsProductDetailsRequest,
  InsProductQuery,
  InsProductsQuery,
  InsuranceDeleteResult,
  InsuranceKeywordsRequest,
  InsuranceOrder,
  InsuranceOrderIdRequest,
  InsuranceOrderInput,
  InsuranceOrderQuery,
  InsuranceOrderState,
  InsuranceOrderSummary,
  InsurancePayStatus,
  InsurancePayment,
  InsurancePrintParams,
  InsurancePrintResult,
} from './insurance.types';

export interface InsuranceContract {
  /** Insurance orders (filter payload, isDeleted defaults to 0; empty list on failure). */
  '/insurance/order/list': { req: InsuranceOrderQuery; list: InsuranceOrder; summary: InsuranceOrderSummary };
  /** Creates an insurance order (status 0, waiting for payment). */
  '/insurance/order/create': { req: InsuranceOrderInput; res: InsuranceOrder };
  /** Creates a payment for an order; answers the QR code content. */
  '/insurance/order/createPay': { req: InsuranceOrderIdRequest; res: InsurancePayment };
  /** One insurance order. */
  '/insurance/order/details': { req: InsuranceOrderIdRequest; res: InsuranceOrder };
  /** Pays from the fund-account balance and insures in one step (status 2 with a policy number). */
  '/insurance/order/payAndInsure': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /** Pays from the fund-account balance only. */
  '/insurance/order/pay': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /** Insures a paid order. */
  '/insurance/order/insure': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /**
   * Cancels an order.
   * Answer: `InsuranceOrderState` (+ refund, refundTo)
   */
  '/insurance/order/cancel': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /** Print call: {orderId} as query parameters, body {}; answers the printable policy. */
  '/insurance/order/print': { req: EmptyBody; query: InsurancePrintParams; res: InsurancePrintResult };
  /** Deletes an order; answers its isDeleted. */
  '/insurance/order/delete': { req: InsuranceOrderIdRequest; res: InsuranceDeleteResult };
  /** Whether an order's payment arrived. */
  '/insurance/order/checkPayStatus': { req: InsuranceOrderIdRequest; res: InsurancePayStatus };
  /** Corrects the insured person or start date of an order. */
  '/insurance/order/correct': { req: CorrectOrderRequest; res: InsuranceOrder };
  /** Search keywords of the product catalogue. */
  '/insurance/product/keywords': { req: InsuranceKeywordsRequest; res: string[] };
  /**
   * Insurable products (the client keeps the answer in its query cache; 刷新 asks again).
   * Request: `InsProductsQuery (optional)` {insuranceCompany?, keyword?}
   */
  '/insurance/product/getInsProducts': { req: InsProductsQuery; res: InsProduct[] };
  /** Product catalogue (list; empty on failure). */
  '/insurance/product/list': { req: InsProductQuery; list: InsProduct };
  /** One product ({productId, types}). */
  '/insurance/product/details': { req: InsProductDetailsRequest; res: InsProductDetail };
}
