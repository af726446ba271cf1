/**
 * Coverage of the endpoint modules (src/api/<family>.ts) against section 7 of both product
 * documents: every path the spec names has a typed client function, every other path is declared
 * ours (optional, api/optional.ts), and every client function sends exactly one POST to the right
 * address with the right kind of body.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { config } from '@/config';
import { isOptionalCall } from '@/api/optional';
import * as app from '@/api/app';
import * as aunt from '@/api/aunt';
import * as auntConsent from '@/api/auntConsent';
import * as chat from '@/api/chat';
import * as company from '@/api/company';
import * as companyApp from '@/api/companyApp';
import * as custom from '@/api/custom';
import * as employer from '@/api/employer';
import * as finance from '@/api/finance';
import * as insurance from '@/api/insurance';
import * as jobMsg from '@/api/jobMsg';
import * as office from '@/api/office';
import * as order from '@/api/order';
import * as pageManage from '@/api/pageManage';
import * as recyclebin from '@/api/recyclebin';
import * as statistics from '@/api/statistics';
import * as sys from '@/api/sys';
import * as united from '@/api/united';
import * as user from '@/api/user';

// Copied by hand from section 7 of /work/shared/spec/000_*.txt (first document) and
// /work/shared/spec/001_*.txt (second document). Keep it literal: it is the checklist.
const SPEC_PATHS: Record<string, readonly string[]> = {
  aunt: [
    '/aunt/addAunt',
    '/aunt/editAunt',
    '/aunt/copyAunt',
    '/aunt/getAunts',
    '/aunt/getAuntMobile',
    '/aunt/getAuntFilterData',
    '/aunt/getAuntCustomTabData',
    '/aunt/getAunt',
    '/aunt/setAuntDelete',
    '/aunt/setAuntToTop',
    '/aunt/getAuntRemark',
    '/aunt/setAuntRemark',
    '/aunt/editField',
    '/aunt/lockAunt',
    '/aunt/deliverAunt',
    '/aunt/getAuntLog',
    '/aunt/getJobApplyAunts',
    '/aunt/favAunt',
    '/aunt/unfavAunt',
  ],
  united: [
    '/united/getAunt',
    '/united/getAunts',
    '/united/removeAunt',
    '/united/removeFavAunt',
    '/united/removeFavJob',
    '/united/addAunt',
    '/united/getJobs',
    '/united/getJob',
    '/united/removeJob',
    '/united/addJob',
    '/united/getUnitedAunt',
    '/united/getUnitedAunts',
    '/united/getUnitedJobs',
    '/united/getUnitedJob',
    '/united/getUnitedComany',
    '/united/getFavAunts',
    '/united/getFavJobs',
    '/united/unitedAunt',
    '/united/unitedJob',
    '/united/favAunt',
    '/united/favJob',
    '/united/getOwnerAunts',
    '/united/getOwnerJobs',
    '/united/unitedAgree',
    '/united/unitedReject',
    '/united/unitedCancel',
    '/united/unitedSuccess',
    '/united/unitedDelete',
  ],
  order: [
    '/order/create',
    '/order/list',
    '/order/getOrderCustomTabData',
    '/order/getOrderDetail',
    '/order/recommendAunt',
    '/order/appointmentInterview',
    '/order/setInterviewResult',
    '/order/setPolitResult',
    '/order/cancelOrderHandle',
    '/order/signComplete',
    '/order/setOrder',
    '/order/getOrder',
    '/order/createFollowUp',
    '/order/addOrderTransfer',
    '/order/setAuntOutgoing',
  ],
  recyclebin: [
    '/recyclebin/getAunts',
    '/recyclebin/delAunt',
    '/recyclebin/restoreAunt',
    '/recyclebin/getEmployers',
    '/recyclebin/restoreEmployer',
    '/recyclebin/delEmployer',
    '/recyclebin/getOrders',
    '/recyclebin/restoreOrder',
    '/recyclebin/delOrder',
  ],
  pageManage: ['/platform/page-manage/createPage', '/platform/page-manage/pageList', '/platform/page-manage/updatePage', '/platform/page-manage/delPage'],
  jobMsg: ['/jobMsg/getJobMsg', '/jobMsg/msgRead', '/jobMsg/addJobMsg'],
  // Joint-hall chat: the spec names the calls but not their paths, so all four are ours (OURS below).
  chat: [],
  statistics: ['/statistics/getChartData'],
  app: ['/app/getSolution', '/app/paySolution', '/app/getXXConfig'],
  insurance: [
    '/insurance/order/list',
    '/insurance/order/create',
    '/insurance/order/createPay',
    '/insurance/order/details',
    '/insurance/order/payAndInsure',
    '/insurance/order/pay',
    '/insurance/order/insure',
    '/insurance/order/cancel',
    '/insurance/order/print',
    '/insurance/order/delete',
    '/insurance/order/checkPayStatus',
    '/insurance/order/correct',
    '/insurance/product/keywords',
    '/insurance/product/getInsProducts',
    '/insurance/product/list',
    '/insurance/product/details',
  ],
  sys: [
    '/sys/smsCode',
    '/sys/resetPassword',
    '/sys/getRegion',
    '/sys/region/letter',
    '/sys/uploadFile',
    '/sys/uploadFileMP',
    '/sys/getThemes',
    '/sys/getRolePower',
  ],
  employer: [
    '/employer/getEmployerByFilter',
    '/employer/createEmployer',
    '/employer/deleteEmployer',
    '/employer/updateEmployer',
    '/employer/createFollowUp',
    '/employer/getFollowUpByFilter',
    '/employer/getFollowUpById',
    '/employer/createTransfer',
    '/employer/getJobsByFilterUser',
    '/employer/getJobsSearchParam',
    '/employer/addJobs',
    '/employer/updateJobsTop',
    '/employer/disableJobs',
    '/employer/deleteJobs',
    '/employer/filter',
    '/employer/countEmployerByFilter',
  ],
  finance: [
    '/finance/addFeeIO',
    '/finance/getFeeIOData',
    '/finance/setFieldValue',
    '/finance/deleteFee',
    '/finance/handleDictionnary',
    '/finance/deleteDictItem',
    '/finance/account/balance',
  ],
  office: ['/office/getAchievement', '/office/setAchieveData'],
  custom: [
    '/custom/attribute/value/create',
    '/custom/attribute/value/list',
    '/custom/attribute/value/update',
    '/custom/attribute/value/delete',
    '/custom/column/display/list',
    '/custom/column/display/update',
    '/custom/template/list',
    '/custom/template/create',
    '/custom/template/update',
  ],
  user: [
    '/user/loginClient',
    '/user/getUserInfo',
    '/user/getMenu',
    '/user/addUser',
    '/user/enOrDisableUser',
    '/user/changeUser',
    '/user/modifyPassword',
    '/user/updateUser',
    '/user/updatePassword',
    '/user/setTheme',
    '/user/getAuntLog',
    '/user/getLoginLog',
    '/user/createUserTask',
    '/user/bindWxUserWeb',
    '/user/removeBindWxUser',
    '/user/deleteUser',
  ],
  company: [
    '/company/register',
    '/company/getAuntOptions',
    '/company/getUsers',
    '/company/searchUser',
    '/company/getCustomTableField',
    '/company/setCustomTableField',
    '/company/getCustomFormField',
    '/company/setCustomFormField',
    '/company/getCustomTabField',
    '/company/setCustomTabField',
    '/company/getCustomTabRule',
    '/company/setCustomTabRule',
    '/company/getServiceType',
    '/company/setCompanyServiceType',
    '/company/getAuntSkillData',
    '/company/setAuntSkillData',
    '/company/setAuntSkillItem',
    '/company/setAuntSkillOption',
    '/company/delAuntSkillItem',
    '/company/delAuntSkillOption',
    '/company/setAuntLabelOption',
    '/company/delAuntlabelOption',
    '/company/getAuntLabelData',
    '/company/getRole',
    '/company/addRole',
    '/company/edRole',
    '/company/getPages',
    '/company/setRolePage',
    '/company/getCustomTabData',
    '/company/getCustomTabDataInfo',
    '/company/getPermissions',
    '/company/getAllPermissions',
    '/company/setPermission',
    '/company/saveDepartment',
    '/company/deleteDepartment',
    '/company/getDepartment',
    '/company/editCompanyInfo',
    '/company/getAddFinanceOptions',
    '/company/getAuntCustomOptions',
    '/company/setAuntCustomOptions',
    '/company/delAuntCustomOptions',
    '/company/updateLicenseImageMP',
    '/company/getCompanyTotal',
    '/company/getRankData',
    '/company/getAchievementData',
    '/company/getCompanyMp',
    '/company/setCompanyTrackDays',
  ],
  companyApp: [
    '/companyApp/getCompanyAppOrder',
    '/companyApp/setCompanyAppOrder',
    '/companyApp/setCompanyDynamic',
    '/companyApp/getCompanyDynamic',
    '/companyApp/setCompanyTrainingGroup',
    '/companyApp/setCompanyTrainingItem',
    '/companyApp/getCompanyTraining',
    '/companyApp/getMembers',
    '/companyApp/getTrainingOrderPay',
    '/companyApp/getSuggest',
    '/companyApp/getTrainingJoin',
    '/companyApp/getBuyMiniOrder',
    '/companyApp/getMarryApply',
  ],
};

// The calls of ours (docs/API.md, "Optional calls"): paths the spec does not name, each declared
// optional where its family defines it. Keep it literal too: a new invented path must be added here.
const OURS: Record<string, readonly string[]> = {
  auntConsent: ['/aunt/consent/get', '/aunt/consent/set', '/aunt/consent/withdraw', '/aunt/consent/views'],
  chat: ['/chat/publicKey', '/chat/login', '/chat/getUnreadMessage', '/chat/getMessage'],
  company: ['/company/delRole', '/company/watermark/get', '/company/watermark/set'],
  companyApp: ['/companyApp/replySuggest'],
  custom: ['/custom/template/delete'],
  finance: ['/finance/account/ledger'],
  recyclebin: ['/recyclebin/getKeepDays', '/recyclebin/setKeepDays'],
  user: ['/user/getUserTasks', '/user/setUserTaskDone', '/user/getSessions', '/user/endSession'],
};

type AnyCall = (...args: unknown[]) => Promise<unknown>;

interface Family {
  module: Record<string, unknown>;
  paths: Readonly<Record<string, string>>;
  base: string;
}

const FAMILIES: Record<string, Family> = {
  app: { module: app, paths: app.appPaths, base: config.apiBase },
  aunt: { module: aunt, paths: aunt.auntPaths, base: config.apiBase },
  auntConsent: { module: auntConsent, paths: auntConsent.auntConsentPaths, base: config.apiBase },
  chat: { module: chat, paths: chat.chatPaths, base: config.chatBase },
  company: { module: company, paths: company.companyPaths, base: config.apiBase },
  companyApp: { module: companyApp, paths: companyApp.companyAppPaths, base: config.apiBase },
  custom: { module: custom, paths: custom.customPaths, base: config.apiBase },
  employer: { module: employer, paths: employer.employerPaths, base: config.apiBase },
  finance: { module: finance, paths: finance.financePaths, base: config.apiBase },
  insurance: { module: insurance, paths: insurance.insurancePaths, base: config.apiBase },
  jobMsg: { module: jobMsg, paths: jobMsg.jobMsgPaths, base: config.apiBase },
  office: { module: office, paths: office.officePaths, base: config.apiBase },
  order: { module: order, paths: order.orderPaths, base: config.apiBase },
  pageManage: { module: pageManage, paths: pageManage.pageManagePaths, base: config.apiBase },
  recyclebin: { module: recyclebin, paths: recyclebin.recyclebinPaths, base: config.apiBase },
  statistics: { module: statistics, paths: statistics.statisticsPaths, base: config.apiBase },
  sys: { module: sys, paths: sys.sysPaths, base: config.apiBase },
  united: { module: united, paths: united.unitedPaths, base: config.apiBase },
  user: { module: user, paths: user.userPaths, base: config.apiBase },
};

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  json: unknown;
  form: FormData | null;
}

const OK = { code: 200, success: true, data: {}, total: 0 };
const FAIL = { code: 500, success: false, data: null, error: 'server failure' };

/** Records every request the code under test sends and answers each with `answer()`. */
function recordRequests(answer: (index: number) => object = () => OK): Seen[] {
  const seen: Seen[] = [];
  mockServer.use(
    http.all('*', async ({ request }) => {
      const contentType = request.headers.get('content-type') ?? '';
      const entry: Seen = { method: request.method, url: new URL(request.url), headers: request.headers, json: undefined, form: null };
      if (contentType.includes('multipart/form-data')) entry.form = await request.formData();
      else {
        const text = await request.text();
        entry.json = text ? JSON.parse(text) : undefined;
      }
      seen.push(entry);
      return HttpResponse.json(answer(seen.length - 1));
    }),
  );
  return seen;
}

const SILENT = { silent: true } as const;
const file = new Blob(['fake png'], { type: 'image/png' });

/** Calls that need real arguments; every other call gets `{}` as its body (if it takes one). */
const SPECIAL_CALLS: Record<string, () => Promise<unknown>> = {
  'user.loginClient': () => user.loginClient({ mobile: ' 138 0000 0000 ', password: 'secret' }, SILENT),
  'user.getUserInfo': () => user.getUserInfo('token-123', SILENT),
  'sys.uploadFile': () => sys.uploadFile(file, 'photo.png', SILENT),
  'sys.uploadFileMP': () => sys.uploadFileMP(file, 'licence.png', SILENT),
  // Named getPublicKey, not after its path: it asks for something rather than doing it.
  'chat.publicKey': () => chat.getPublicKey(SILENT),
  'chat.getUnreadMessage': () => chat.getUnreadMessage('chat-token', SILENT),
  'chat.getMessage': () => chat.getMessage({ sendUserId: 7 }, 'chat-token', SILENT),
  'insurance.orderPrint': () => insurance.orderPrint({ orderId: 42 }, SILENT),
  'insurance.productGetInsProducts': () => insurance.productGetInsProducts({}, SILENT),
};

function callOf(family: string, key: string): () => Promise<unknown> {
  const special = SPECIAL_CALLS[`${family}.${key}`];
  if (special) return special;
  const fn = FAMILIES[family]!.module[key] as AnyCall;
  // A function whose only parameter is `options` takes no body.
  return fn.length <= 1 ? () => fn(SILENT) : () => fn({}, SILENT);
}

describe('spec coverage', () => {
  const allClientPaths = Object.values(FAMILIES).flatMap((family) => Object.values(family.paths));

  it('has a client path for every path named in section 7 of both documents', () => {
    const missing = Object.values(SPEC_PATHS)
      .flat()
      .filter((path) => !allClientPaths.includes(path));
    expect(missing).toEqual([]);
  });

  it('has no client path the spec does not name unless it is declared ours (optional), and each path once', () => {
    const specPaths = Object.values(SPEC_PATHS).flat();
    const ours = Object.values(OURS).flat();
    expect(allClientPaths.filter((path) => !specPaths.includes(path)).sort()).toEqual([...ours].sort());
    expect(allClientPaths.filter(isOptionalCall).sort()).toEqual([...ours].sort());
    expect(new Set(allClientPaths).size).toBe(allClientPaths.length);
  });

  it.each(Object.keys(SPEC_PATHS))('puts the %s paths in the %s module', (family) => {
    expect(Object.values(FAMILIES[family]!.paths).sort()).toEqual([...SPEC_PATHS[family]!, ...(OURS[family] ?? [])].sort());
  });
});

describe.each(Object.keys(FAMILIES))('%s module', (family) => {
  const { module, paths, base } = FAMILIES[family]!;

  it.each(Object.keys(paths))(`%s sends one POST to its path`, async (key) => {
    if (!SPECIAL_CALLS[`${family}.${key}`]) expect(typeof module[key]).toBe('function');
    const seen = recordRequests();
    await callOf(family, key)();

    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`${base}${paths[key]}`);

    const isUpload = family === 'sys' && (key === 'uploadFile' || key === 'uploadFileMP');
    if (isUpload) {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; ?boundary=/);
      // Field `file` holds the image. (Under jsdom + msw the part arrives as a Node File whose
      // bytes and name are lost in the XHR-to-fetch conversion, so only its type is compared.)
      const part = request.form?.get('file');
      expect(typeof part).toBe('object');
      expect((part as Blob).type).toBe('image/png');
    } else {
      expect(request.headers.get('content-type')).toMatch(/^application\/json/);
      expect(request.json).toBeTypeOf('object');
      expect(request.json).not.toBeNull();
    }

    const query = Object.fromEntries(request.url.searchParams);
    if (family === 'user' && key === 'getUserInfo') expect(query).toEqual({ token: 'token-123' });
    else if (family === 'insurance' && key === 'orderPrint') expect(query).toEqual({ orderId: '42' });
    else expect(query).toEqual({});
  });
});

describe('request details', () => {
  it('trims the login mobile and sends the password as given', async () => {
    const seen = recordRequests();
    await user.loginClient({ mobile: ' 138 0000 0000 ', password: ' pw ' }, SILENT);
    expect(seen[0]!.json).toEqual({ mobile: '13800000000', password: ' pw ' });
  });

  it('sends the chat token header and the default chat paging', async () => {
    const seen = recordRequests();
    await chat.getMessage({ sendUserId: 7 }, 'chat-token', SILENT);
    expect(seen[0]!.headers.get(chat.CHAT_TOKEN_HEADER)).toBe('chat-token');
    expect(seen[0]!.json).toEqual({ sendUserId: 7, pageIndex: 1, pageSize: 20 });
  });

  it('defaults the region type to 0 and the insurance list to isDeleted 0', async () => {
    const seen = recordRequests();
    await sys.getRegion({}, SILENT);
    await insurance.orderList({ page: 1 }, SILENT);
    expect(seen[0]!.json).toEqual({ type: 0 });
    expect(seen[1]!.json).toEqual({ page: 1, isDeleted: 0 });
  });

  it('builds the print address under the API base', () => {
    expect(insurance.orderPrintUrl({ orderId: 42 })).toBe(`${config.apiBase}/insurance/order/print?orderId=42`);
  });

  it('logs out locally with code 20000 and sends nothing', async () => {
    const seen = recordRequests();
    await expect(user.logout()).resolves.toEqual({ code: 20000 });
    expect(seen).toHaveLength(0);
  });
});

describe('empty results on failure', () => {
  it.each([
    ['recyclebin.getAunts', () => recyclebin.getAunts({}, SILENT)],
    ['recyclebin.getEmployers', () => recyclebin.getEmployers({}, SILENT)],
    ['recyclebin.getOrders', () => recyclebin.getOrders({}, SILENT)],
    ['insurance.orderList', () => insurance.orderList({}, SILENT)],
    ['insurance.productList', () => insurance.productList({}, SILENT)],
  ])('%s resolves to an empty list when the answer is code 500 / success false', async (_name, call) => {
    const seen = recordRequests(() => FAIL);
    await expect(call()).resolves.toEqual({ list: [], total: 0 });
    expect(seen).toHaveLength(1);
  });

  it('recycle-bin lists are also empty when the code is 200 but success is false', async () => {
    recordRequests(() => ({ code: 200, success: false, data: [{ auntId: 1 }], total: 1 }));
    await expect(recyclebin.getAunts({}, SILENT)).resolves.toEqual({ list: [], total: 0 });
  });

  it('recycle-bin restore and delete still reject, so a failed change is never reported as done', async () => {
    recordRequests(() => FAIL);
    await expect(recyclebin.restoreAunt({ auntId: 1 }, SILENT)).rejects.toMatchObject({ name: 'ApiError', code: 500 });
    await expect(recyclebin.delOrder({ orderId: 1 }, SILENT)).rejects.toMatchObject({ name: 'ApiError', code: 500 });
  });

  it('a cancelled list request rejects instead of resolving empty', async () => {
    recordRequests();
    const controller = new AbortController();
    controller.abort();
    await expect(recyclebin.getAunts({}, { silent: true, signal: controller.signal })).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('the balance resolves to 0 without payment key on failure, and reads balance when it succeeds', async () => {
    recordRequests((index) => (index === 0 ? FAIL : { code: 200, success: true, data: { balance: 88.5, isPaymentKey: true } }));
    await expect(finance.accountBalance(SILENT)).resolves.toEqual({ balance: 0, isPaymentKey: false });
    await expect(finance.accountBalance(SILENT)).resolves.toEqual({ balance: 88.5, isPaymentKey: true });
  });
});

describe('insurance products', () => {
  const products = [{ productId: 1, insuranceCompany: 'PICC', planName: 'A', premium: 30, unit: '月' }];

  it('asks the server on every call (the order form caches in the query layer) and resolves a failure to an empty list', async () => {
    const seen = recordRequests((index) => (index === 0 ? FAIL : { code: 200, success: true, data: products }));
    await expect(insurance.productGetInsProducts({}, SILENT)).resolves.toEqual([]);
    await expect(insurance.productGetInsProducts({}, SILENT)).resolves.toEqual(products);
    await expect(insurance.productGetInsProducts(undefined, SILENT)).resolves.toEqual(products);
    expect(seen).toHaveLength(3);
  });
});
