/**
 * Every permission name × every write call it guards, at the mock: a role holding every
 * permission but that one is refused (40301, and not one write to the database: the change
 * tracker's count, see `refused`), the same role holding it is allowed; for the feature
 * permissions the platform's operator (PLATFORM_ADMIN, no agency permission) is refused too.
 * The screens hide what the same rules forbid (auth/permission.ts on the client); this table is
 * the server's half. The acting user is the demo staff member (not an admin) whose role is
 * given the permissions; what a call acts on is made first by the same user holding them all.
 * Ownership permissions are tried on a record of each kind of owner: the user's own (`.own`),
 * nobody's (`.unowned`, owner 0) and a colleague's (`.others`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appPaths } from '@/api/app';
import { auntPaths } from '@/api/aunt';
import { companyAppPaths, getCompanyTraining, getSuggest } from '@/api/companyApp';
import {
  companyPaths,
  getAuntSkillData,
  getCustomFormField,
  getCustomTabField,
  getCustomTabRule,
  getServiceType,
  type CustomFormFieldInput,
} from '@/api/company';
import { customPaths } from '@/api/custom';
import { employerPaths } from '@/api/employer';
import { financePaths } from '@/api/finance';
import { postUnchecked } from '@/api/http';
import { insurancePaths } from '@/api/insurance';
import { orderPaths } from '@/api/order';
import { recyclebinPaths } from '@/api/recyclebin';
import { uploadFileMP } from '@/api/sys';
import { unitedPaths } from '@/api/united';
import { userPaths } from '@/api/user';
import { removeToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { ALL_PERMISSIONS, FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS, ROLE_KEYS, type OwnershipResource, type PermissionName } from '@/domain/permissions';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { writeCount } from '@/mocks/db/tracking';
import { withFreshMockDb } from '@/mocks/testing';
import { withNodeFileApis } from '../nodeFileApis';
import { orderInput } from './mock-insurance-helpers';
import { silent, userIdOf } from './mock-helpers';
import { freeAunts, liveEmployer, serviceTypeId } from './mock-order-helpers';
import { actAs, freeJob, quietHallAunt, quietHallJob, refused } from './mock-united-helpers';

withFreshMockDb();
withNodeFileApis();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

/** The permissions of the demo staff member's role become exactly `names` (the role is not AGENCY_ADMIN, so nothing else counts). */
function grant(names: readonly PermissionName[]): void {
  const db = getDb();
  const staff = db.users.find((row) => row.mobile === STAFF_ACCOUNT.mobile)!;
  const roles = db.roles.filter((role) => staff.roleIds.includes(role.roleId));
  expect(roles.map((role) => role.roleKey)).toEqual([ROLE_KEYS.staff]);
  roles[0]!.permissionIds = db.permissions.filter((row) => (names as readonly string[]).includes(row.permissionName)).map((row) => row.permissionId);
}

const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
const adminId = () => userIdOf(ADMIN_ACCOUNT.mobile);
/** Another enabled, non-admin staff member of company 1. */
const colleagueId = () => userIdOf('13800000003');
const today = () => chinaDay(Date.now());
const call = <T = unknown>(path: string, body: unknown) => postUnchecked<T>(path, body, silent);

type Fixture = Record<string, unknown>;

interface Guard {
  /** The call's path (the spec's or ours). */
  call: string;
  /** Makes what the call acts on, as the staff member holding every permission; `owner` is the owner the record gets (ownership rows). */
  prepare?: (owner: number) => Promise<Fixture> | Fixture;
  body: (fixture: Fixture) => unknown;
  /** The ownership cases the call is tried in (all three unless said): lock is for her owner or an admin only. */
  cases?: readonly Ownership[];
  /** What the platform's operator is answered when it is not 40301: another company's record is not found (40401) before anything else. */
  platformCode?: number;
}

type Ownership = 'own' | 'unowned' | 'others';
const ownerOf: Record<Ownership, () => number> = { own: staffId, unowned: () => 0, others: adminId };

let unique = 0;
/** A mobile number no seeded record uses (133 is not in the seed's prefixes). */
const newMobile = () => `1331234${String(7000 + (unique += 1)).padStart(4, '0')}`;

// ---------------------------------------------------------------- fixtures shared by the rows

/** A waiting insurance order of company 1 (made through the API). */
async function waitingOrder(): Promise<Fixture> {
  const order = await call<{ orderId: number }>(insurancePaths.orderCreate, orderInput());
  return { orderId: order.orderId };
}

/** A free aunt of company 1 (seeking work, unlocked, on no order, not in the hall) with this owner. */
function ownedAunt(owner: number): Fixture {
  const db = getDb();
  const [aunt] = freeAunts(1, (row) => row.isShared === 0 && !db.unitedMappings.some((mapping) => mapping.auntId === row.auntId));
  aunt!.teacherUserId = owner;
  return { auntId: aunt!.auntId, auntName: aunt!.auntName, mobile: aunt!.mobile };
}

/** An employer of company 1 without live orders, with this owner (his jobs too). */
function ownedEmployer(owner: number): Fixture {
  const db = getDb();
  const busy = new Set(
    db.orders.filter((order) => order.isDeleted === 0 && (order.phase === 'open' || order.phase === 'signed')).map((order) => order.employerId),
  );
  const employer = db.employers.find((row) => row.companyId === 1 && row.isDeleted === 0 && !busy.has(row.employerId))!;
  employer.userId = owner;
  for (const job of db.jobs) if (job.employerId === employer.employerId) job.userId = owner;
  return { employerId: employer.employerId };
}

/** An enabled job of company 1 not in the hall, owned (with its employer) by `owner`. */
function ownedJob(owner: number): Fixture {
  const job = freeJob(1);
  job.userId = owner;
  getDb().employers.find((row) => row.employerId === job.employerId)!.userId = owner;
  return { jobId: job.jobId, employerId: job.employerId };
}

/** A new open order of company 1 owned by `owner`, with a free aunt moved to `stage` on it. */
async function orderAt(owner: number, stage: 'none' | 'recommended' | 'interview' | 'trial' | 'passed' | 'signed'): Promise<Fixture> {
  const employer = liveEmployer(staffId());
  const order = await call<{ orderId: number }>(orderPaths.create, {
    employerId: employer.employerId,
    serviceType: serviceTypeId(),
    salaryMin: 6000,
    salaryMax: 8000,
  });
  const [aunt] = freeAunts(1);
  const { orderId } = order;
  const auntId = aunt!.auntId;
  const steps: [string, unknown][] = [
    [orderPaths.recommendAunt, { orderId, auntIds: [auntId] }],
    [orderPaths.appointmentInterview, { orderId, auntId, interviewTime: `${addDays(today(), 2)}T02:00:00.000Z` }],
    [orderPaths.setInterviewResult, { orderId, auntId, result: 1 }],
    [orderPaths.setPolitResult, { orderId, auntId, result: 1 }],
    [orderPaths.signComplete, { orderId, auntId, contractStart: addDays(today(), 3), contractEnd: addDays(today(), 200), salary: 7000 }],
  ];
  const count = ['none', 'recommended', 'interview', 'trial', 'passed', 'signed'].indexOf(stage);
  for (const [path, body] of steps.slice(0, count)) await call(path, body);
  getDb().orders.find((row) => row.orderId === orderId)!.userId = owner;
  return { orderId, auntId };
}

/** A pending mini-program request of company 1 assigned to `owner`. */
function pendingRequest(owner: number): Fixture {
  const row = getDb().appRequests.find((request) => request.companyId === 1 && request.status === 0)!;
  row.assigneeId = owner;
  return { appOrderId: row.appOrderId };
}

/** A merge record where company 1 is the owner: the partner applied for one of company 1's hall aunts (agreed by company 1 when asked). */
async function mergeOnOurAunt(agreed: boolean): Promise<Fixture> {
  const hall = quietHallAunt(1);
  actAs(PARTNER_ACCOUNT);
  const mapping = await call<{ mappingAuntId: number }>(unitedPaths.unitedAunt, { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId });
  actAs(STAFF_ACCOUNT);
  if (agreed) await call(unitedPaths.unitedAgree, { mappingAuntId: mapping.mappingAuntId });
  return { mappingAuntId: mapping.mappingAuntId };
}

/** A merge record where company 1 applied for a partner's hall aunt (cancelled when asked). */
async function ourApplication(cancelled: boolean): Promise<Fixture> {
  const hall = quietHallAunt(2);
  const mapping = await call<{ mappingAuntId: number }>(unitedPaths.unitedAunt, { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId });
  if (cancelled) await call(unitedPaths.unitedCancel, { mappingAuntId: mapping.mappingAuntId });
  return { mappingAuntId: mapping.mappingAuntId };
}

const favourites = (kind: 'aunt' | 'job') =>
  new Set(
    getDb()
      .unitedFavs.filter((row) => row.userId === staffId() && row.kind === kind)
      .map((row) => (kind === 'aunt' ? row.unitedAuntId : row.unitedJobId)),
  );

/** An on-shelf hall aunt of the partner the staff member has not favourited. */
function unfavouredHallAunt(): Fixture {
  const taken = favourites('aunt');
  const hall = getDb().unitedAunts.find((row) => row.companyId === 2 && row.isOnShelf === 1 && !taken.has(row.unitedAuntId))!;
  return { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId };
}

/** An on-shelf hall job of the partner the staff member has not favourited. */
function unfavouredHallJob(): Fixture {
  const taken = favourites('job');
  const hall = getDb().unitedJobs.find((row) => row.companyId === 2 && row.isOnShelf === 1 && !taken.has(row.unitedJobId))!;
  return { unitedJobId: hall.unitedJobId, jobId: hall.jobId };
}

// ---------------------------------------------------------------- the feature permissions

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]);
const dictId = (name: string) => getDb().financeDict.find((row) => row.companyId === 1 && row.dictName === name)!.dictId;
/** `fixture` after `path` was called with its id alone (shared, deleted, favoured first). */
const withId = (fixture: Fixture, idKey: string, addPath: string): Promise<Fixture> => afterCall(addPath, { [idKey]: fixture[idKey] }, fixture);
/** `fixture` after `path` was called with `body` first (an undo needs something to undo: a share, a favourite). */
const afterCall = async (path: string, body: Fixture, fixture: Fixture = body): Promise<Fixture> => {
  await call(path, body);
  return fixture;
};
/** A role of the caller's company to act on (made by an admin-allowed call). */
const newRole = async () => ({ roleId: (await call<{ roleId: number }>(companyPaths.addRole, { roleName: '临时' })).roleId });
const fee = () => ({ feeType: 0, feeNameId: dictId('中介服务费'), payStyleId: dictId('微信'), amount: 100, feeDate: today() });

const FEATURE_GUARDS: Record<Exclude<PermissionName, `${OwnershipResource}.${string}` | 'aunt.mobile.others'>, Guard[]> = {
  'insurance.manage': [
    { call: insurancePaths.orderCreate, body: () => orderInput() },
    { call: insurancePaths.orderPay, prepare: waitingOrder, body: (f) => ({ orderId: f.orderId }) },
    { call: insurancePaths.orderPayAndInsure, prepare: waitingOrder, body: (f) => ({ orderId: f.orderId }) },
    {
      call: insurancePaths.orderInsure,
      prepare: async () => {
        const f = await waitingOrder();
        await call(insurancePaths.orderPay, f);
        return f;
      },
      body: (f) => ({ orderId: f.orderId }),
    },
    { call: insurancePaths.orderCreatePay, prepare: waitingOrder, body: (f) => ({ orderId: f.orderId }) },
    { call: insurancePaths.orderCheckPayStatus, prepare: waitingOrder, body: (f) => ({ orderId: f.orderId }) },
    { call: insurancePaths.orderCancel, prepare: waitingOrder, body: (f) => ({ orderId: f.orderId }) },
    { call: insurancePaths.orderCorrect, prepare: waitingOrder, body: (f) => ({ orderId: f.orderId, insurerName: '王小梅' }) },
    {
      call: insurancePaths.orderDelete,
      prepare: async () => {
        const f = await waitingOrder();
        await call(insurancePaths.orderCancel, f);
        return f;
      },
      body: (f) => ({ orderId: f.orderId }),
    },
  ],
  'finance.manage': [
    { call: financePaths.addFeeIO, body: fee },
    {
      call: financePaths.setFieldValue,
      prepare: async () => ({ feeId: (await call<{ feeId: number }>(financePaths.addFeeIO, fee())).feeId }),
      body: (f) => ({ feeId: f.feeId, field: 'remarks', value: '改过' }),
    },
    {
      call: financePaths.deleteFee,
      prepare: async () => ({ feeId: (await call<{ feeId: number }>(financePaths.addFeeIO, fee())).feeId }),
      body: (f) => ({ feeId: f.feeId }),
    },
    { call: financePaths.handleDictionnary, body: () => ({ dictType: 'payStyle', dictName: '云闪付' }) },
    {
      call: financePaths.deleteDictItem,
      prepare: async () => ({ dictId: (await call<{ dictId: number }>(financePaths.handleDictionnary, { dictType: 'payStyle', dictName: '临时' })).dictId }),
      body: (f) => ({ dictId: f.dictId }),
    },
  ],
  'company.manage': [
    {
      call: companyPaths.setCompanyServiceType,
      prepare: async () => ({
        types: (await getServiceType(silent))
          .filter((type) => type.isRetired !== 1)
          .map(({ serviceTypeId: id, serviceTypeName, color, isEnabled }) => ({
            serviceTypeId: id,
            serviceTypeName,
            color: color === '#6B6C70' ? '' : color,
            isEnabled,
          })),
      }),
      body: (f) => ({ companyServiceTypes: f.types }),
    },
    {
      call: companyPaths.setAuntSkillData,
      prepare: async () => ({
        tree: (await getAuntSkillData(silent))
          .filter((item) => !item.isRetired)
          .map((item) => ({
            skillItemId: item.skillItemId,
            skillItemName: item.skillItemName,
            options: item.options.filter((option) => !option.isRetired).map(({ skillOptionId, optionName }) => ({ skillOptionId, optionName })),
          })),
      }),
      body: (f) => ({ skillData: f.tree }),
    },
    { call: companyPaths.setAuntSkillItem, body: () => ({ skillItemName: '宠物护理' }) },
    {
      call: companyPaths.setAuntSkillOption,
      prepare: () => ({ skillItemId: getDb().skillItems.find((row) => row.companyId === 1)!.skillItemId }),
      body: (f) => ({ skillItemId: f.skillItemId, optionName: '遛狗' }),
    },
    {
      call: companyPaths.delAuntSkillItem,
      prepare: async () => ({ skillItemId: (await call<{ skillItemId: number }>(companyPaths.setAuntSkillItem, { skillItemName: '临时分类' })).skillItemId }),
      body: (f) => ({ skillItemId: f.skillItemId }),
    },
    {
      call: companyPaths.delAuntSkillOption,
      prepare: async () => {
        const skillItemId = getDb().skillItems.find((row) => row.companyId === 1)!.skillItemId;
        return {
          skillOptionId: (await call<{ skillOptionId: number }>(companyPaths.setAuntSkillOption, { skillItemId, optionName: '临时技能' })).skillOptionId,
        };
      },
      body: (f) => ({ skillOptionId: f.skillOptionId }),
    },
    { call: companyPaths.setAuntLabelOption, body: () => ({ labelName: '会做辅食' }) },
    {
      call: companyPaths.delAuntlabelOption,
      prepare: async () => ({
        labelOptionId: (await call<{ labelOptionId: number }>(companyPaths.setAuntLabelOption, { labelName: '临时标签' })).labelOptionId,
      }),
      body: (f) => ({ labelOptionId: f.labelOptionId }),
    },
    { call: companyPaths.setAuntCustomOptions, body: () => ({ field: 'visa', optionName: '日本' }) },
    {
      call: companyPaths.delAuntCustomOptions,
      prepare: async () => ({
        customOptionId: (await call<{ customOptionId: number }>(companyPaths.setAuntCustomOptions, { field: 'visa', optionName: '临时' })).customOptionId,
      }),
      body: (f) => ({ customOptionId: f.customOptionId }),
    },
    { call: companyPaths.editCompanyInfo, body: () => ({ companyName: '安心家政（总店）' }) },
    { call: companyPaths.setCompanyTrackDays, body: () => ({ trackDays: 45 }) },
    {
      call: companyPaths.updateLicenseImageMP,
      prepare: async () => ({ filePath: (await uploadFileMP(new Blob([PNG], { type: 'image/png' }), 'licence.png', silent)).filePath }),
      body: (f) => ({ licenseImage: f.filePath }),
    },
    { call: customPaths.attributeValueCreate, body: () => ({ attrName: 'dietaryHabits', value: '少油少盐' }) },
    {
      call: customPaths.attributeValueUpdate,
      prepare: () => ({ attributeValueId: getDb().attributeValues.find((row) => row.companyId === 1 && row.attrName === 'dietaryHabits')!.attributeValueId }),
      body: (f) => ({ attributeValueId: f.attributeValueId, value: '口味清淡' }),
    },
    {
      call: customPaths.attributeValueDelete,
      prepare: async () => ({
        attributeValueId: (await call<{ attributeValueId: number }>(customPaths.attributeValueCreate, { attrName: 'religion', value: '临时' }))
          .attributeValueId,
      }),
      body: (f) => ({ attributeValueId: f.attributeValueId }),
    },
    { call: customPaths.templateCreate, body: () => ({ templateName: 'followUp', title: '节日问候', content: '{employerName}您好' }) },
    {
      call: customPaths.templateUpdate,
      prepare: async () => ({
        templateId: (await call<{ templateId: number }>(customPaths.templateCreate, { templateName: 'followUp', title: '临时', content: '您好' })).templateId,
      }),
      body: (f) => ({ templateId: f.templateId, title: '中秋问候' }),
    },
    {
      call: customPaths.templateDelete,
      prepare: async () => ({
        templateId: (await call<{ templateId: number }>(customPaths.templateCreate, { templateName: 'followUp', title: '临时', content: '您好' })).templateId,
      }),
      body: (f) => ({ templateId: f.templateId }),
    },
    {
      call: companyPaths.setCustomFormField,
      prepare: async () => ({
        fields: (await getCustomFormField({ formName: 'aunt' }, silent))
          .filter((field) => field.isDeleted === 0)
          .map(({ isDeleted: _deleted, ...rest }) => rest as CustomFormFieldInput),
      }),
      body: (f) => ({ formName: 'aunt', customFormOption: f.fields }),
    },
    {
      call: companyPaths.setCustomTabField,
      prepare: async () => ({ tabs: (await getCustomTabField({ tabType: 'aunt' }, silent)).map(({ isCustom: _custom, ...tab }) => tab) }),
      body: (f) => ({ tabType: 'aunt', customTabOption: f.tabs }),
    },
    {
      call: companyPaths.setCustomTabRule,
      prepare: async () => ({ rules: await getCustomTabRule({ tabType: 'aunt' }, silent) }),
      body: (f) => ({ tabType: 'aunt', customTabOption: f.rules }),
    },
    { call: companyPaths.setCustomTableField, body: () => ({ tableType: 'aunt', customTableOption: [] }) },
    { call: companyPaths.saveDepartment, body: () => ({ departmentName: '客服部' }) },
    {
      call: companyPaths.deleteDepartment,
      prepare: async () => ({ departmentId: (await call<{ departmentId: number }>(companyPaths.saveDepartment, { departmentName: '临时部门' })).departmentId }),
      body: (f) => ({ departmentId: f.departmentId }),
    },
    { call: companyAppPaths.setCompanyDynamic, body: () => ({ title: '端午节放假通知', content: '端午节门店休息一天。' }) },
    { call: companyAppPaths.setCompanyTrainingGroup, body: () => ({ groupName: '收纳整理' }) },
    {
      call: companyAppPaths.setCompanyTrainingItem,
      prepare: async () => ({ trainingGroupId: (await getCompanyTraining(silent))[0]!.trainingGroupId }),
      body: (f) => ({
        trainingGroupId: f.trainingGroupId,
        title: '整理收纳进阶',
        price: 399.5,
        sessions: 3,
        capacity: 2,
        startDate: addDays(today(), 7),
        endDate: addDays(today(), 9),
      }),
    },
    {
      call: companyAppPaths.replySuggest,
      prepare: async () => ({ suggestId: (await getSuggest({ status: 0 }, silent)).list[0]!.suggestId }),
      body: (f) => ({ suggestId: f.suggestId, reply: '感谢反馈' }),
    },
    { call: appPaths.paySolution, body: () => ({ solutionId: 2 }) },
  ],
  'user.manage': [
    {
      call: userPaths.addUser,
      prepare: () => ({ roleId: getDb().roles.find((role) => role.companyId === 1 && role.roleKey === ROLE_KEYS.staff)!.roleId }),
      body: (f) => ({ contact: '新顾问', mobile: newMobile(), password: 'secret1', roleIds: [f.roleId] }),
    },
    { call: userPaths.changeUser, body: () => ({ userId: colleagueId(), contact: '改名' }) },
    { call: userPaths.enOrDisableUser, body: () => ({ userId: colleagueId(), isEnabled: 0 }) },
    { call: userPaths.deleteUser, body: () => ({ userId: colleagueId() }) },
    { call: userPaths.updatePassword, body: () => ({ userId: colleagueId(), password: 'secret1' }) },
    { call: userPaths.removeBindWxUser, body: () => ({ userId: colleagueId() }) },
    { call: userPaths.createUserTask, body: () => ({ title: '跟进', content: '', remindTime: `${addDays(today(), 1)}T02:00:00.000Z`, userId: colleagueId() }) },
    {
      call: userPaths.setUserTaskDone,
      prepare: async () => ({
        taskId: (
          await call<{ taskId: number }>(userPaths.createUserTask, {
            title: '回访',
            content: '',
            remindTime: `${addDays(today(), 1)}T02:00:00.000Z`,
            userId: colleagueId(),
          })
        ).taskId,
      }),
      body: (f) => ({ taskId: f.taskId, isDone: 1 }),
      platformCode: 40401,
    },
  ],
  'role.manage': [
    { call: companyPaths.addRole, body: () => ({ roleName: '店长' }) },
    { call: companyPaths.edRole, prepare: newRole, body: (f) => ({ roleId: f.roleId, roleName: '门店店长' }) },
    { call: companyPaths.delRole, prepare: newRole, body: (f) => ({ roleId: f.roleId }) },
    { call: companyPaths.setRolePage, prepare: newRole, body: (f) => ({ roleId: f.roleId, pageIds: [] }) },
    { call: companyPaths.setPermission, prepare: newRole, body: (f) => ({ roleId: f.roleId, permissionIds: [] }) },
  ],
  'united.manage': [
    { call: unitedPaths.addAunt, prepare: () => ownedAunt(staffId()), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.removeAunt, prepare: () => withId(ownedAunt(staffId()), 'auntId', unitedPaths.addAunt), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.addJob, prepare: () => ownedJob(staffId()), body: (f) => ({ jobId: f.jobId }) },
    { call: unitedPaths.removeJob, prepare: () => withId(ownedJob(staffId()), 'jobId', unitedPaths.addJob), body: (f) => ({ jobId: f.jobId }) },
    {
      call: unitedPaths.unitedAunt,
      prepare: () => {
        const hall = quietHallAunt(2);
        return { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId };
      },
      body: (f) => f,
    },
    {
      call: unitedPaths.unitedJob,
      prepare: () => ({ unitedJobId: quietHallJob(2).unitedJobId, auntId: ownedAunt(staffId()).auntId }),
      body: (f) => f,
    },
    { call: unitedPaths.unitedAgree, prepare: () => mergeOnOurAunt(false), body: (f) => f },
    { call: unitedPaths.unitedReject, prepare: () => mergeOnOurAunt(false), body: (f) => f },
    { call: unitedPaths.unitedSuccess, prepare: () => mergeOnOurAunt(true), body: (f) => f },
    { call: unitedPaths.unitedCancel, prepare: () => ourApplication(false), body: (f) => f },
    { call: unitedPaths.unitedDelete, prepare: () => ourApplication(true), body: (f) => f },
    { call: unitedPaths.favAunt, prepare: unfavouredHallAunt, body: (f) => f },
    { call: unitedPaths.removeFavAunt, prepare: () => afterCall(unitedPaths.favAunt, unfavouredHallAunt()), body: (f) => f },
    { call: unitedPaths.favJob, prepare: unfavouredHallJob, body: (f) => f },
    { call: unitedPaths.removeFavJob, prepare: () => afterCall(unitedPaths.favJob, unfavouredHallJob()), body: (f) => f },
  ],
};

// ---------------------------------------------------------------- the ownership permissions (and aunt.mobile.others)

const OWNERSHIP_GUARDS: Record<OwnershipResource, Guard[]> = {
  aunt: [
    { call: auntPaths.addAunt, prepare: (owner) => ({ owner }), body: (f) => ({ auntName: '测试阿姨', mobile: newMobile(), teacherUserId: f.owner }) },
    {
      call: auntPaths.editAunt,
      prepare: (owner) => ownedAunt(owner),
      body: (f) => ({ auntId: f.auntId, auntName: f.auntName, mobile: f.mobile, expectedSalary: 9100 }),
    },
    {
      call: auntPaths.copyAunt,
      prepare: (owner) => ownedAunt(owner),
      body: (f) => ({ auntId: f.auntId, auntName: f.auntName, mobile: newMobile(), idCard: '' }),
    },
    { call: auntPaths.editField, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, field: 'workStatus', value: 2 }) },
    { call: auntPaths.setAuntToTop, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, isTop: 1 }) },
    { call: auntPaths.lockAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, isLocked: 1 }), cases: ['own'] },
    { call: auntPaths.favAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId }) },
    { call: auntPaths.unfavAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', auntPaths.favAunt), body: (f) => ({ auntId: f.auntId }) },
    { call: auntPaths.deliverAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, userId: colleagueId() }) },
    { call: auntPaths.setAuntRemark, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, remarks: '周末可加班' }) },
    { call: auntPaths.setAuntDelete, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId }) },
    { call: recyclebinPaths.restoreAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', auntPaths.setAuntDelete), body: (f) => ({ auntId: f.auntId }) },
    { call: recyclebinPaths.delAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', auntPaths.setAuntDelete), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.addAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.removeAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', unitedPaths.addAunt), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.unitedJob, prepare: (owner) => ({ unitedJobId: quietHallJob(2).unitedJobId, auntId: ownedAunt(owner).auntId }), body: (f) => f },
  ],
  employer: [
    { call: employerPaths.createEmployer, prepare: (owner) => ({ owner }), body: (f) => ({ employerName: '周女士', mobile: newMobile(), userId: f.owner }) },
    { call: employerPaths.updateEmployer, prepare: (owner) => ownedEmployer(owner), body: (f) => ({ employerId: f.employerId, remarks: '周末在家' }) },
    { call: employerPaths.deleteEmployer, prepare: (owner) => ownedEmployer(owner), body: (f) => ({ employerId: f.employerId }) },
    { call: employerPaths.createFollowUp, prepare: (owner) => ownedEmployer(owner), body: (f) => ({ employerId: f.employerId, type: 1, content: '电话' }) },
    {
      call: employerPaths.createTransfer,
      prepare: (owner) => ownedEmployer(owner),
      body: (f) => ({ employerId: f.employerId, toUserId: colleagueId(), reason: '交接' }),
    },
    {
      call: employerPaths.addJobs,
      prepare: (owner) => ownedEmployer(owner),
      body: (f) => ({
        employerId: f.employerId,
        title: '浦东新区 住家保姆',
        serviceType: 3,
        salaryMin: 7000,
        salaryMax: 8500,
        schedule: 1,
        restDays: 4,
        requirements: '会做饭',
      }),
    },
    { call: employerPaths.updateJobsTop, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId, isTop: 1 }) },
    { call: employerPaths.disableJobs, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId, isDisabled: 1 }) },
    { call: employerPaths.deleteJobs, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId }) },
    {
      call: recyclebinPaths.restoreEmployer,
      prepare: async (owner) => {
        const f = ownedEmployer(owner);
        await call(employerPaths.deleteEmployer, f);
        return f;
      },
      body: (f) => f,
    },
    {
      call: recyclebinPaths.delEmployer,
      prepare: async (owner) => {
        const f = ownedEmployer(owner);
        await call(employerPaths.deleteEmployer, f);
        return f;
      },
      body: (f) => f,
    },
    { call: companyAppPaths.setCompanyAppOrder, prepare: (owner) => pendingRequest(owner), body: (f) => ({ appOrderId: f.appOrderId, action: 'accept' }) },
    {
      call: orderPaths.create,
      prepare: (owner) => ownedEmployer(owner),
      body: (f) => ({ employerId: f.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000, userId: staffId() }),
    },
    { call: unitedPaths.addJob, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId }) },
    { call: unitedPaths.removeJob, prepare: (owner) => withId(ownedJob(owner), 'jobId', unitedPaths.addJob), body: (f) => ({ jobId: f.jobId }) },
  ],
  order: [
    {
      call: orderPaths.create,
      prepare: (owner) => ({ owner, ...ownedEmployer(staffId()) }),
      body: (f) => ({ employerId: f.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000, userId: f.owner }),
    },
    { call: orderPaths.setOrder, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, salaryMax: 9000 }) },
    { call: orderPaths.recommendAunt, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, auntIds: [freeAunts(1)[0]!.auntId] }) },
    {
      call: orderPaths.appointmentInterview,
      prepare: (owner) => orderAt(owner, 'recommended'),
      body: (f) => ({ ...f, interviewTime: `${addDays(today(), 2)}T02:00:00.000Z` }),
    },
    { call: orderPaths.setInterviewResult, prepare: (owner) => orderAt(owner, 'interview'), body: (f) => ({ ...f, result: 1 }) },
    { call: orderPaths.setPolitResult, prepare: (owner) => orderAt(owner, 'trial'), body: (f) => ({ ...f, result: 1 }) },
    {
      call: orderPaths.signComplete,
      prepare: (owner) => orderAt(owner, 'passed'),
      body: (f) => ({ ...f, contractStart: addDays(today(), 3), contractEnd: addDays(today(), 200), salary: 7000 }),
    },
    {
      call: orderPaths.setAuntOutgoing,
      prepare: (owner) => orderAt(owner, 'signed'),
      body: (f) => ({ ...f, outgoingDate: addDays(today(), 30), reason: '合同提前结束' }),
    },
    { call: orderPaths.cancelOrderHandle, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, reason: '客户暂缓需求' }) },
    { call: orderPaths.createFollowUp, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, content: '已沟通' }) },
    {
      call: orderPaths.addOrderTransfer,
      prepare: (owner) => orderAt(owner, 'none'),
      body: (f) => ({ orderId: f.orderId, toUserId: colleagueId(), reason: '按区域分配' }),
    },
    { call: recyclebinPaths.restoreOrder, prepare: deletedOrder, body: (f) => f },
    { call: recyclebinPaths.delOrder, prepare: deletedOrder, body: (f) => f },
  ],
};

/** An order of `owner` in the recycle bin (deleted by the staff member, who may, then given back to `owner`). */
async function deletedOrder(owner: number): Promise<Fixture> {
  const { orderId } = await orderAt(owner, 'none');
  const row = () => getDb().orders.find((order) => order.orderId === orderId)!;
  row().userId = staffId();
  await call(orderPaths.setOrder, { orderId, isDeleted: 1 });
  row().userId = owner;
  return { orderId };
}

/** aunt.mobile.others: revealing a colleague's aunt's mobile (a write: the reveal is logged). */
const REVEAL_GUARD: Guard = { call: auntPaths.getAuntMobile, prepare: () => ownedAunt(adminId()), body: (f) => ({ auntId: f.auntId }) };

// ---------------------------------------------------------------- the table

interface Row {
  permission: PermissionName;
  guard: Guard;
  owner: number | (() => number);
  /** The platform's operator is refused too (feature permissions: it holds none). */
  platform: boolean;
}

const rows: Row[] = [
  ...Object.entries(FEATURE_GUARDS).flatMap(([permission, guards]) =>
    guards.map((guard): Row => ({ permission: permission as PermissionName, guard, owner: staffId, platform: true })),
  ),
  ...(Object.keys(OWNERSHIP_GUARDS) as OwnershipResource[]).flatMap((resource) =>
    OWNERSHIP_GUARDS[resource].flatMap((guard) =>
      (guard.cases ?? (['own', 'unowned', 'others'] as const)).map((ownership): Row => ({
        permission: OWNERSHIP_PERMISSIONS[resource][ownership],
        guard,
        owner: ownerOf[ownership],
        platform: false,
      })),
    ),
  ),
  { permission: FEATURE_PERMISSIONS.auntMobileOthers, guard: REVEAL_GUARD, owner: adminId, platform: false },
];

describe('permission × write call × allowed', () => {
  it('names every permission of domain/permissions.ts at least once', () => {
    expect(new Set(rows.map((row) => row.permission))).toEqual(new Set(ALL_PERMISSIONS));
  });

  it.each(rows.map((row) => [row.permission, row.guard.call, row] as const))(
    '%s guards %s: refused without it (nothing stored), allowed with it',
    async (permission, _call, row) => {
      const owner = typeof row.owner === 'function' ? row.owner() : row.owner;
      grant(ALL_PERMISSIONS);
      actAs(STAFF_ACCOUNT);
      const fixture = (await row.guard.prepare?.(owner)) ?? {};
      const body = row.guard.body(fixture);

      grant(ALL_PERMISSIONS.filter((name) => name !== permission));
      await refused(() => call(row.guard.call, body), 40301);
      if (row.platform) {
        actAs(PLATFORM_ACCOUNT);
        await refused(() => call(row.guard.call, body), row.guard.platformCode ?? 40301);
        actAs(STAFF_ACCOUNT);
      }

      grant(ALL_PERMISSIONS);
      const writes = writeCount(getDb());
      await expect(call(row.guard.call, body)).resolves.not.toBeInstanceOf(Error);
      if (row.guard.call !== insurancePaths.orderCheckPayStatus) expect(writeCount(getDb()), 'the allowed call stored something').toBeGreaterThan(writes);
    },
  );
});

describe('a job is acted on by its own owner’s permission, as the pages check it', () => {
  it('a job the user added for an employer without owner is the user’s: employer.own decides, not employer.unowned', async () => {
    grant(ALL_PERMISSIONS);
    actAs(STAFF_ACCOUNT);
    const { employerId } = ownedEmployer(0);
    const job = await call<{ jobId: number; userId: number }>(employerPaths.addJobs, {
      employerId,
      title: '静安区 白班保洁',
      serviceType: 3,
      salaryMin: 5000,
      salaryMax: 6000,
      schedule: 2,
      restDays: 4,
      requirements: '',
    });
    expect(job.userId).toBe(staffId());
    grant(ALL_PERMISSIONS.filter((name) => name !== OWNERSHIP_PERMISSIONS.employer.own));
    await refused(() => call(employerPaths.updateJobsTop, { jobId: job.jobId, isTop: 1 }), 40301);
    await refused(() => call(unitedPaths.addJob, { jobId: job.jobId }), 40301);
    grant(ALL_PERMISSIONS.filter((name) => name !== OWNERSHIP_PERMISSIONS.employer.unowned));
    await call(employerPaths.updateJobsTop, { jobId: job.jobId, isTop: 1 });
    await call(unitedPaths.addJob, { jobId: job.jobId });
    expect(getDb().jobs.find((row) => row.jobId === job.jobId)?.isTop).toBe(1);
  });
});
