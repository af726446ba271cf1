/**
 * Handlers of the app family (/app/): the vip plans, paying for one and a small configuration.
 * The plans are fixed (the "seed" of this family); payments are rows of `solutionOrders`, the
 * newest one of a company being its current plan.
 */
import { appPaths, type Solution, type SolutionPayment, type XXConfig } from '@/api/app';
import { DAY_MS, chinaDay } from '@/domain/chinaTime';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, nextId, type SolutionOrderRow } from '../db';
import { requirePermission } from '../rules/access';
import { apiPost, apiWrite, notFound, requireSession, validate, type Lang, type Msg } from './kit';

interface PlanDecl {
  solutionId: number;
  name: Msg;
  price: number;
  days: number;
  maxUserCount: number;
  features: Msg[];
}

/** The plans on sale (prices in yuan). */
export const SOLUTION_PLANS: readonly PlanDecl[] = [
  {
    solutionId: 1,
    name: { zh: '基础版', en: 'Basic' },
    price: 1980,
    days: 365,
    maxUserCount: 10,
    features: [
      { zh: '阿姨库与客户管理', en: 'Aunt and employer records' },
      { zh: '订单跟进', en: 'Order follow-up' },
    ],
  },
  {
    solutionId: 2,
    name: { zh: '专业版', en: 'Professional' },
    price: 3980,
    days: 365,
    maxUserCount: 30,
    features: [
      { zh: '包含基础版全部功能', en: 'Everything in Basic' },
      { zh: '联盟大厅共享阿姨与订单', en: 'Joint hall: share aunts and orders' },
      { zh: '财务与业绩统计', en: 'Finance and performance statistics' },
    ],
  },
  {
    solutionId: 3,
    name: { zh: '旗舰版', en: 'Flagship' },
    price: 6980,
    days: 365,
    maxUserCount: 100,
    features: [
      { zh: '包含专业版全部功能', en: 'Everything in Professional' },
      { zh: '小程序门店与在线签约', en: 'Mini-program shop and online contracts' },
      { zh: '专属客服', en: 'Dedicated support' },
    ],
  },
];

/** A plan as answered: the client's Solution plus whether it is the company's plan and until when. */
export interface SolutionView extends Solution {
  /** 1 for the company's current plan (newest payment). */
  isCurrent: 0 | 1;
  /** yyyy-MM-dd the current plan runs until; null on the other plans. */
  expireDate: string | null;
}

/** The answer of paySolution: the payment plus the plan now recorded for the company. */
export interface SolutionPaymentView extends SolutionPayment {
  solutionId: number;
  expireDate: string;
}

/** Dates are China dates (domain/chinaTime). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The company's newest payment, if any. */
export function currentSolutionOrder(companyId: number): SolutionOrderRow | undefined {
  return getDb()
    .solutionOrders.filter((row) => row.companyId === companyId)
    .sort((a, b) => b.solutionOrderId - a.solutionOrderId)[0];
}

function toSolution(plan: PlanDecl, lang: Lang, current: SolutionOrderRow | undefined): SolutionView {
  const isCurrent = current?.solutionId === plan.solutionId;
  return {
    solutionId: plan.solutionId,
    solutionName: plan.name[lang],
    price: plan.price,
    days: plan.days,
    maxUserCount: plan.maxUserCount,
    // One feature per line.
    description: plan.features.map((feature) => feature[lang]).join('\n'),
    isCurrent: isCurrent ? 1 : 0,
    expireDate: isCurrent && current ? current.expireDate : null,
  };
}

const getSolution = apiPost(appPaths.getSolution, (ctx) => {
  const { company } = requireSession(ctx);
  const current = currentSolutionOrder(company.companyId);
  return SOLUTION_PLANS.map((plan) => toSolution(plan, ctx.lang, current));
});

/**
 * Pays for a plan ({solutionId}); the payment succeeds at once (there is no payment gateway).
 * Renewing the current, unexpired plan extends it from its expiry; any other purchase starts
 * today. The company's staff cap becomes the plan's.
 */
const paySolution = apiWrite(appPaths.paySolution, (ctx): SolutionPaymentView => {
  const { user, company } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  const { solutionId } = validate(ctx.body, {
    solutionId: {
      type: 'enum',
      label: { zh: '套餐', en: 'Plan' },
      required: true,
      values: SOLUTION_PLANS.map((plan) => plan.solutionId),
    },
  });
  const plan = SOLUTION_PLANS.find((candidate) => candidate.solutionId === solutionId);
  if (!plan) throw notFound({ zh: '套餐', en: 'Plan' });
  const now = Date.now();
  const today = chinaDay(now);
  const current = currentSolutionOrder(company.companyId);
  const renewing = current && current.solutionId === plan.solutionId && current.expireDate > today;
  const expireDate = addDays(renewing ? current.expireDate : today, plan.days);
  const solutionOrderId = nextId('solutionOrders');
  const payOrderNo = `VIP${today.replace(/-/g, '')}${String(solutionOrderId).padStart(6, '0')}`;
  getDb().solutionOrders.push({
    solutionOrderId,
    payOrderNo,
    companyId: company.companyId,
    userId: user.userId,
    solutionId: plan.solutionId,
    amount: plan.price,
    paidTime: new Date(now).toISOString(),
    expireDate,
  });
  company.maxUserCount = plan.maxUserCount;
  return { payOrderNo, codeUrl: `weixin://wxpay/bizpayurl?pr=${payOrderNo}`, amount: plan.price, solutionId: plan.solutionId, expireDate };
});

/** Configuration entries (our choice of content). */
const XX_CONFIG: XXConfig = {
  servicePhone: '400-820-8820',
  serviceWechat: 'anxin_jiazheng',
  vipPayChannel: 'wechat',
};

/** {configKey?}: one entry, or every entry without a key; public. */
const getXXConfig = apiPost(appPaths.getXXConfig, (ctx): XXConfig => {
  const { configKey } = validate(ctx.body, { configKey: { type: 'string', label: { zh: '配置项', en: 'Configuration key' }, maxLength: 50 } });
  if (!configKey) return { ...XX_CONFIG };
  // Own keys only: 'constructor', 'toString' and the like are not configuration entries.
  const value = Object.hasOwn(XX_CONFIG, configKey) ? XX_CONFIG[configKey] : undefined;
  if (value === undefined) throw notFound({ zh: '配置项', en: 'Configuration entry' });
  return { [configKey]: value };
});

export const appHandlers = [getSolution, paySolution, getXXConfig];
