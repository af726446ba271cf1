/** The feature permissions of the permission-table mock test: each with the write calls it guards (a call, what it acts on, its body). */
import { companyPaths } from '@/api/company';
import { financePaths } from '@/api/finance';
import { insurancePaths } from '@/api/insurance';
import { privacyPaths } from '@/api/privacy';
import { unitedPaths } from '@/api/united';
import { userPaths } from '@/api/user';
import { addDays } from '@/domain/dateFilter';
import { ROLE_KEYS, type OwnershipResource, type PermissionName } from '@/domain/permissions';
import { getDb } from '@/mocks/db';
import { orderInput } from './mock-insurance-helpers';
import { quietHallAunt, quietHallJob } from './mock-united-helpers';
import {
  afterCall,
  call,
  fee,
  newRole,
  colleagueId,
  type Guard,
  mergeOnOurAunt,
  newMobile,
  ourApplication,
  ownedAunt,
  ownedJob,
  staffId,
  today,
  unfavouredHallAunt,
  unfavouredHallJob,
  waitingOrder,
  withId,
} from './mock-permission-fixtures';

import { COMPANY_MANAGE_GUARDS } from './mock-permission-company-guards';

export const FEATURE_GUARDS: Record<Exclude<PermissionName, `${OwnershipResource}.${string}` | 'aunt.mobile.others'>, Guard[]> = {
  'personal.export': [
    {
      call: privacyPaths.export,
      prepare: () => ownedAunt(staffId()),
      body: (f) => ({ list: 'aunt.all', subject: 'aunt', ids: [f.auntId], fields: ['mobile'], masked: [], reason: { kind: 'contact' } }),
    },
  ],
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
  'company.manage': COMPANY_MANAGE_GUARDS,
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
