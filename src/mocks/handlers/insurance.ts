/**
 * The insurance family (/insurance/): each company's insurance orders and the shared product
 * catalogue. Premiums are fen in the tables and yuan in the answers. The order graph
 * (domain/insuranceGraph.ts) is enforced by rules/insuranceOrders.ts: a refused action answers an
 * envelope error and changes nothing, except insure's recorded insurer refusal (status 3).
 * Another company's order is 40401. Bodies are read strictly (rules/insuranceInput.ts).
 * Every write (create, pay, payAndInsure, insure, createPay, checkPayStatus, cancel, correct,
 * delete) needs insurance.manage (40301 before anything else is read; the platform's operator holds
 * no agency permission); reading the orders, the products and a certificate needs a session only.
 *
 * - order/list {page?, pageSize?, keyword?, isDeleted? (0), insuredStatus?, startDate?, endDate?}
 *   → rows, total, summary {counts per status over the filter without its status, all};
 * - order/create → the order (status 0); details/pay/payAndInsure/insure/createPay/checkPayStatus/
 *   cancel/delete {orderId}; correct {orderId, insuredDate?, insurer fields?}; print ?orderId=N;
 *   pay / payAndInsure answer paidBy too ('scan' when a scanned payment that had arrived was settled
 *   instead of a charge), cancel answers refund (yuan) and refundTo ('balance' | 'scan' | null);
 * - product/keywords {keyword} → insurers and plan names; getInsProducts {} → enabled products;
 *   product/list (paged) → every product; product/details {productId, types?} → with adImage's path.
 */
import type { RequestHandler } from 'msw';
import { insurancePaths, type InsuranceOrderSummary, type InsurancePayment, type InsurancePayStatus } from '@/api/insurance';
import { chinaDay } from '@/domain/chinaTime';
import { yuanOfFen } from '@/domain/fen';
import { INSURED_STATUS } from '@/domain/insuranceGraph';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, type InsOrderRow, type MockDb, type UserRow } from '../db';
import { requirePermission } from '../rules/access';
import {
  readCorrectOrder,
  readCreateOrder,
  readInsProductsQuery,
  readKeywords,
  readOrderId,
  readOrderQuery,
  readProductDetails,
  readProductQuery,
  INSURANCE_LIMITS,
} from '../rules/insuranceInput';
import {
  PRODUCT_WHAT,
  addOrder,
  cancel,
  companyOrder,
  endDateOf,
  insure,
  insurerRefusal,
  isPaid,
  payAndInsure,
  payOnly,
  productOf,
  remove,
  requireAllowed,
} from '../rules/insuranceOrders';
import { toCertificate, toOrder, toProduct, toProductDetail } from '../rules/insuranceView';
import { withStoredPersonal } from '../rules/personalWrite';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { MOCK_CODES, MockError, apiPost, apiWrite, invalid, isRecord, listResult, notFound, requireSession, type MockContext } from './kit';

const state = (order: InsOrderRow) => ({ orderId: order.orderId, insuredStatus: order.insuredStatus, policyNo: order.policyNo });
const paidState = (order: InsOrderRow) => ({ ...state(order), paidBy: order.paidBy });

/** The session's user when they may change insurance orders (insurance.manage; 40301 otherwise). */
function insuranceManager(ctx: MockContext): UserRow {
  const { user } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.insuranceManage);
  return user;
}

function matchesKeyword(order: InsOrderRow, keyword: string): boolean {
  const text = keyword.toLowerCase();
  return [order.insurerName, order.applicantName, order.insurerIdNo, order.applicantIdNo, order.policyNo, order.insuranceCompany, order.planName].some(
    (field) => field.toLowerCase().includes(text),
  );
}

const orderList = apiPost(insurancePaths.orderList, (ctx) => {
  const { user } = requireSession(ctx);
  const query = readOrderQuery(ctx.body);
  const isDeleted = query.isDeleted ?? 0;
  const keyword = (query.keyword ?? '').trim();
  const filtered = getDb().insOrders.filter(
    (order) =>
      order.companyId === user.companyId &&
      order.isDeleted === isDeleted &&
      (keyword === '' || matchesKeyword(order, keyword)) &&
      (query.startDate === undefined || order.insuredDate >= query.startDate) &&
      (query.endDate === undefined || order.insuredDate <= query.endDate),
  );
  const counts: InsuranceOrderSummary['counts'] = [0, 0, 0, 0, 0, 0];
  for (const order of filtered) counts[order.insuredStatus] += 1;
  const rows = query.insuredStatus === undefined ? filtered : filtered.filter((order) => order.insuredStatus === query.insuredStatus);
  const field = query.sortField ?? 'createdTime';
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  rows.sort((a, b) => direction * (a[field].localeCompare(b[field]) || a.orderId - b.orderId));
  const page = query.page ?? 1;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const summary: InsuranceOrderSummary = { counts, all: filtered.length };
  return listResult(rows.slice((page - 1) * size, page * size).map(toOrder), rows.length, summary);
});

const orderCreate = apiWrite(insurancePaths.orderCreate, (ctx) => {
  const user = insuranceManager(ctx);
  const db = getDb();
  const now = new Date();
  const input = readCreateOrder(db, ctx.body, user.companyId, now);
  const { product, ...parties } = input;
  const order = addOrder(db, { companyId: user.companyId, userId: user.userId, product, parties, time: now.toISOString() });
  return toOrder(order);
});

const orderDetails = apiPost(insurancePaths.orderDetails, (ctx) => {
  const { user } = requireSession(ctx);
  const { orderId } = readOrderId(ctx.body);
  return toOrder(companyOrder(getDb(), user.companyId, orderId));
});

const orderPayAndInsure = apiWrite(insurancePaths.orderPayAndInsure, (ctx) => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const db = getDb();
  const order = companyOrder(db, user.companyId, orderId);
  payAndInsure(db, order, user.userId, new Date());
  return paidState(order);
});

const orderPay = apiWrite(insurancePaths.orderPay, (ctx) => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const db = getDb();
  const order = companyOrder(db, user.companyId, orderId);
  payOnly(db, order, user.userId, new Date());
  return paidState(order);
});

const orderInsure = apiWrite(insurancePaths.orderInsure, (ctx) => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const db = getDb();
  const order = companyOrder(db, user.companyId, orderId);
  insure(db, order, new Date());
  return state(order);
});

// A scan payment of the order (no charge): the same payOrderNo while it waits.
const orderCreatePay = apiWrite(insurancePaths.orderCreatePay, (ctx): InsurancePayment => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const order = companyOrder(getDb(), user.companyId, orderId);
  const now = new Date();
  requireAllowed(order, 'createPay', now);
  if (order.payOrderNo === '') {
    order.payOrderNo = `SP${chinaDay(now).replace(/-/g, '')}${String(order.orderId).padStart(8, '0')}`;
    order.updatedTime = now.toISOString();
  }
  return { orderId: order.orderId, payOrderNo: order.payOrderNo, codeUrl: `weixin://wxpay/bizpayurl?pr=${order.payOrderNo}` };
});

// Reads the payment; a scanned payment that arrived moves 0 to 1 here (so it is a write).
const orderCheckPayStatus = apiWrite(insurancePaths.orderCheckPayStatus, (ctx): InsurancePayStatus => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const order = companyOrder(getDb(), user.companyId, orderId);
  if (order.insuredStatus === INSURED_STATUS.waiting && order.isDeleted === 0 && order.scanPaid) {
    order.insuredStatus = INSURED_STATUS.paid;
    order.paidBy = 'scan';
    order.updatedTime = new Date().toISOString();
  }
  return { orderId: order.orderId, isPaid: isPaid(order.insuredStatus), insuredStatus: order.insuredStatus };
});

const orderCancel = apiWrite(insurancePaths.orderCancel, (ctx) => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const db = getDb();
  const order = companyOrder(db, user.companyId, orderId);
  const { refundFen, refundTo } = cancel(db, order, user.userId, new Date());
  return { ...state(order), refund: yuanOfFen(refundFen), refundTo };
});

/** The correction's body with the insured person's id number sent back masked (unchanged) replaced by the stored one. */
function withStoredBody(body: unknown, db: MockDb, companyId: number): unknown {
  const orderId = isRecord(body) ? body.orderId : undefined;
  const order = typeof orderId === 'number' ? db.insOrders.find((row) => row.orderId === orderId && row.companyId === companyId) : undefined;
  return order ? withStoredPersonal(body, order, { insurerIdNo: 'idNumber' }) : body;
}

const orderCorrect = apiWrite(insurancePaths.orderCorrect, (ctx) => {
  const user = insuranceManager(ctx);
  const db = getDb();
  const now = new Date();
  const { orderId, fields } = readCorrectOrder(withStoredBody(ctx.body, db, user.companyId), now, (id) => companyOrder(db, user.companyId, id));
  const order = companyOrder(db, user.companyId, orderId);
  requireAllowed(order, 'correct', now);
  const next = { ...order, ...fields };
  // An insured order's endorsement must still be acceptable to the insurer.
  const product = productOf(db, order.productId);
  if (order.insuredStatus === INSURED_STATUS.insured && product) {
    const refusal = insurerRefusal(product, next);
    if (refusal) throw new MockError(MOCK_CODES.insurerRefused, refusal);
  }
  Object.assign(order, fields);
  if (fields.insuredDate !== undefined) order.endDate = endDateOf(fields.insuredDate, product?.periodDays ?? 30);
  order.updatedTime = now.toISOString();
  return toOrder(order);
});

const orderDelete = apiWrite(insurancePaths.orderDelete, (ctx) => {
  const user = insuranceManager(ctx);
  const { orderId } = readOrderId(ctx.body);
  const order = companyOrder(getDb(), user.companyId, orderId);
  remove(order, new Date());
  return { orderId: order.orderId, isDeleted: order.isDeleted };
});

// The order id comes as a query parameter (the spec); the body must be empty.
const orderPrint = apiPost(insurancePaths.orderPrint, (ctx) => {
  const { user } = requireSession(ctx);
  if (!isRecord(ctx.body) || Object.keys(ctx.body).length > 0) throw invalid({ zh: '打印只接受查询参数', en: 'Print takes query parameters only' });
  const raw = ctx.query.get('orderId') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw invalid({ zh: '请在查询参数中给出订单编号', en: 'Give the order id as a query parameter' });
  const db = getDb();
  const order = companyOrder(db, user.companyId, Number(raw));
  requireAllowed(order, 'print', new Date());
  return toCertificate(db, order);
});

const productKeywords = apiPost(insurancePaths.productKeywords, (ctx) => {
  requireSession(ctx);
  const keyword = readKeywords(ctx.body).keyword.toLowerCase();
  const words = new Set<string>();
  for (const product of getDb().insProducts) {
    for (const word of [product.insuranceCompany, product.planName]) if (word.toLowerCase().includes(keyword)) words.add(word);
  }
  return [...words].slice(0, INSURANCE_LIMITS.keywords);
});

function productMatches(
  product: { insuranceCompany: string; planName: string; types: string[] },
  query: { keyword?: string; insuranceCompany?: string },
): boolean {
  const keyword = (query.keyword ?? '').trim().toLowerCase();
  const inKeyword = keyword === '' || [product.insuranceCompany, product.planName, ...product.types].some((word) => word.toLowerCase().includes(keyword));
  return inKeyword && (query.insuranceCompany === undefined || query.insuranceCompany === '' || product.insuranceCompany === query.insuranceCompany);
}

const byOrder = <T extends { sort: number; productId: number }>(a: T, b: T) => a.sort - b.sort || a.productId - b.productId;

const productGetInsProducts = apiPost(insurancePaths.productGetInsProducts, (ctx) => {
  requireSession(ctx);
  const query = readInsProductsQuery(ctx.body);
  return getDb()
    .insProducts.filter((product) => product.isEnabled === 1 && productMatches(product, query))
    .sort(byOrder)
    .map(toProduct);
});

const productList = apiPost(insurancePaths.productList, (ctx) => {
  requireSession(ctx);
  const query = readProductQuery(ctx.body);
  const rows = getDb()
    .insProducts.filter((product) => productMatches(product, query))
    .sort(byOrder);
  const page = query.page ?? 1;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return listResult(rows.slice((page - 1) * size, page * size).map(toProduct), rows.length);
});

const productDetails = apiPost(insurancePaths.productDetails, (ctx) => {
  requireSession(ctx);
  const { productId, types } = readProductDetails(ctx.body);
  const product = productOf(getDb(), productId);
  if (!product) throw notFound(PRODUCT_WHAT);
  return toProductDetail(product, types);
});

export const insuranceHandlers: RequestHandler[] = [
  orderList,
  orderCreate,
  orderDetails,
  orderPayAndInsure,
  orderPay,
  orderInsure,
  orderCreatePay,
  orderCheckPayStatus,
  orderCancel,
  orderCorrect,
  orderDelete,
  orderPrint,
  productKeywords,
  productGetInsProducts,
  productList,
  productDetails,
];
