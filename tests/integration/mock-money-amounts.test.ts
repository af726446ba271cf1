/**
 * Money is two decimals everywhere (issue 34): every write of the mock that carries an amount of
 * yuan, called through the real client, refuses a third decimal at any size (40001 naming the
 * two decimals, the whole database unchanged) and stores an amount of two decimals exactly. Before,
 * 12345.678 passed the fee amount's check (a relative float tolerance) and was stored as 12345.68,
 * and salaries and budgets took any number.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as auntApi from '@/api/aunt';
import { setCompanyAppOrder, setCompanyTrainingItem } from '@/api/companyApp';
import * as employerApi from '@/api/employer';
import { addFeeIO, setFieldValue } from '@/api/finance';
import { setAchieveData } from '@/api/office';
import * as orderApi from '@/api/order';
import { removeToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { MockError } from '@/mocks/core/errors';
import { submitFromControl } from '@/mocks/rules/appRequestSubmit';
import { withFreshMockDb } from '@/mocks/testing';
import { seededEmployer } from './mock-employer-helpers';
import { failure, silent, userIdOf } from './mock-helpers';
import { freeAunts, newOrder, serviceTypeId } from './mock-order-helpers';
import { actAs } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

/** A third decimal at three sizes, and a float that arithmetic made (3.3000000000000003). */
const THIRD_DECIMALS = [2.675, 12345.678, 8000.001, 1.1 * 3];
/** Two decimals, stored as sent. */
const GOOD = 12345.67;

interface AmountWrite {
  call: string;
  field: string;
  /** How the table holds the amount: a yuan number (12345.67) or integer fen (1234567). */
  holds: 'yuan' | 'fen';
  /** Makes what the write needs (before the database is compared); answers the write of `value` and a reading of what it stored. */
  prepare: () => Promise<{ send: (value: number) => Promise<unknown>; stored: () => unknown }>;
}

const today = () => chinaDay(Date.now());
const dict = (name: string) => getDb().financeDict.find((row) => row.companyId === 1 && row.dictName === name)!.dictId;
const fee = (amount: number) => ({ feeType: 0 as const, feeNameId: dict('中介服务费'), payStyleId: dict('微信'), amount, feeDate: today() });
const auntByMobile = (mobile: string) => getDb().aunts.find((row) => row.mobile === mobile);
const employerByMobile = (mobile: string) => getDb().employers.find((row) => row.mobile === mobile);
const newAunt = (mobile: string, over: Partial<auntApi.AuntInput> = {}): auntApi.AuntInput => ({
  auntName: '金额阿姨',
  mobile,
  gender: 1,
  serviceTypes: [1],
  expectedSalary: 6000,
  ...over,
});
const followingRequest = () => getDb().appRequests.find((row) => row.companyId === 1 && row.status === 1)!;
const convertJob = (over: { salaryMin?: number; salaryMax?: number } = {}) => ({
  title: '育儿嫂 · 浦东',
  serviceType: 2,
  salaryMin: 7000,
  salaryMax: 20000,
  schedule: 1 as const,
  ...over,
});

/** An order of company 1 with an aunt through interview and trial work, ready to sign. */
async function readyToSign(): Promise<{ orderId: number; auntId: number }> {
  const [aunt] = freeAunts(1);
  const { orderId } = await newOrder();
  const auntId = aunt!.auntId;
  await orderApi.recommendAunt({ orderId, auntIds: [auntId] }, silent);
  await orderApi.appointmentInterview({ orderId, auntId, interviewTime: '2026-12-01T02:00:00.000Z' }, silent);
  await orderApi.setInterviewResult({ orderId, auntId, result: 1 }, silent);
  await orderApi.setPolitResult({ orderId, auntId, result: 1 }, silent);
  return { orderId, auntId };
}

const WRITES: AmountWrite[] = [
  {
    call: '/aunt/addAunt',
    field: 'expectedSalary',
    holds: 'yuan',
    prepare: async () => ({
      send: (value) => auntApi.addAunt(newAunt('13312340001', { expectedSalary: value }), silent),
      stored: () => auntByMobile('13312340001')?.expectedSalary,
    }),
  },
  {
    call: '/aunt/addAunt',
    field: 'expectedSalaryMax',
    holds: 'yuan',
    prepare: async () => ({
      send: (value) => auntApi.addAunt(newAunt('13312340002', { expectedSalary: 1000, expectedSalaryMax: value }), silent),
      stored: () => auntByMobile('13312340002')?.expectedSalaryMax,
    }),
  },
  {
    call: '/aunt/editAunt',
    field: 'expectedSalary',
    holds: 'yuan',
    prepare: async () => {
      const { auntId } = await auntApi.addAunt(newAunt('13312340003'), silent);
      return {
        send: (value) => auntApi.editAunt({ ...newAunt('13312340003'), auntId, expectedSalary: value }, silent),
        stored: () => auntByMobile('13312340003')?.expectedSalary,
      };
    },
  },
  {
    call: '/aunt/editField',
    field: 'expectedSalary',
    holds: 'yuan',
    prepare: async () => {
      const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.isLocked === 0 && row.expectedSalaryMax === null)!;
      return { send: (value) => auntApi.editField({ auntId: aunt.auntId, field: 'expectedSalary', value }, silent), stored: () => aunt.expectedSalary };
    },
  },
  {
    call: '/aunt/editField',
    field: 'expectedSalaryMax',
    holds: 'yuan',
    prepare: async () => {
      const aunt = getDb().aunts.find(
        (row) => row.companyId === 1 && row.isDeleted === 0 && row.isLocked === 0 && row.expectedSalary > 0 && row.expectedSalary <= 12000,
      )!;
      return { send: (value) => auntApi.editField({ auntId: aunt.auntId, field: 'expectedSalaryMax', value }, silent), stored: () => aunt.expectedSalaryMax };
    },
  },
  {
    call: '/employer/createEmployer',
    field: 'limitMoney',
    holds: 'yuan',
    prepare: async () => ({
      send: (value) => employerApi.createEmployer({ employerName: '金额客户', mobile: '13312340004', limitMoney: value }, silent),
      stored: () => employerByMobile('13312340004')?.limitMoney,
    }),
  },
  {
    call: '/employer/updateEmployer',
    field: 'limitMoney',
    holds: 'yuan',
    prepare: async () => {
      const row = seededEmployer();
      return {
        send: (value) => employerApi.updateEmployer({ employerId: row.employerId, limitMoney: value, mobile: row.mobile, userId: row.userId } as never, silent),
        stored: () => row.limitMoney,
      };
    },
  },
  ...(['salaryMin', 'salaryMax'] as const).map((field): AmountWrite => ({
    call: '/employer/addJobs',
    field,
    holds: 'yuan',
    prepare: async () => {
      const { employerId } = seededEmployer();
      const range = (value: number) => (field === 'salaryMin' ? { salaryMin: value, salaryMax: 20000 } : { salaryMin: 1, salaryMax: value });
      return {
        send: (value) => employerApi.addJobs({ employerId, title: '金额职位', serviceType: 3, schedule: 1, ...range(value) }, silent),
        stored: () => getDb().jobs.find((row) => row.employerId === employerId && row.title === '金额职位')?.[field],
      };
    },
  })),
  ...(['salaryMin', 'salaryMax'] as const).map((field): AmountWrite => ({
    call: '/order/create',
    field,
    holds: 'yuan',
    prepare: async () => {
      const { employerId } = seededEmployer();
      const range = (value: number) => (field === 'salaryMin' ? { salaryMin: value, salaryMax: 20000 } : { salaryMin: 0, salaryMax: value });
      return {
        send: (value) => orderApi.create({ employerId, serviceType: serviceTypeId(), remarks: '金额订单', ...range(value) }, silent),
        stored: () => getDb().orders.find((row) => row.employerId === employerId && row.remarks === '金额订单')?.[field],
      };
    },
  })),
  ...(['salaryMin', 'salaryMax'] as const).map((field): AmountWrite => ({
    call: '/order/setOrder',
    field,
    holds: 'yuan',
    prepare: async () => {
      const { orderId } = await newOrder();
      const range = (value: number) => (field === 'salaryMin' ? { salaryMin: value, salaryMax: 20000 } : { salaryMin: 0, salaryMax: value });
      return {
        send: (value) => orderApi.setOrder({ orderId, ...range(value) }, silent),
        stored: () => getDb().orders.find((row) => row.orderId === orderId)?.[field],
      };
    },
  })),
  {
    call: '/order/signComplete',
    field: 'salary',
    holds: 'yuan',
    prepare: async () => {
      const { orderId, auntId } = await readyToSign();
      return {
        send: (value) => orderApi.signComplete({ orderId, auntId, contractStart: '2026-12-01', contractEnd: '2027-11-30', salary: value }, silent),
        stored: () => getDb().orders.find((row) => row.orderId === orderId)?.signedSalary,
      };
    },
  },
  {
    call: '/finance/addFeeIO',
    field: 'amount',
    holds: 'fen',
    prepare: async () => {
      const count = getDb().feeRecords.length;
      return {
        send: (value) => addFeeIO(fee(value), silent),
        stored: () => (getDb().feeRecords.length === count + 1 ? getDb().feeRecords.at(-1)?.amountFen : undefined),
      };
    },
  },
  {
    call: '/finance/setFieldValue',
    field: 'amount',
    holds: 'fen',
    prepare: async () => {
      const row = getDb().feeRecords.find((item) => item.companyId === 1)!;
      return { send: (value) => setFieldValue({ feeId: row.feeId, field: 'amount', value }, silent), stored: () => row.amountFen };
    },
  },
  {
    call: '/office/setAchieveData',
    field: 'target',
    holds: 'fen',
    prepare: async () => {
      const userId = userIdOf(ADMIN_ACCOUNT.mobile);
      const month = today().slice(0, 7);
      return {
        send: (value) => setAchieveData({ userId, month, target: value, targetSigned: 1 }, silent),
        stored: () => getDb().achievementTargets.find((row) => row.userId === userId && row.month === month)?.targetFen,
      };
    },
  },
  {
    call: '/app/setCompanyTrainingItem',
    field: 'price',
    holds: 'fen',
    prepare: async () => {
      const group = getDb().trainingGroups.find((row) => row.companyId === 1)!;
      const item = (price: number) => ({
        trainingGroupId: group.trainingGroupId,
        title: '金额课程',
        price,
        sessions: 3,
        capacity: 2,
        startDate: addDays(today(), 7),
        endDate: addDays(today(), 9),
      });
      return {
        send: (value) => setCompanyTrainingItem(item(value), silent),
        stored: () => getDb().trainingItems.find((row) => row.companyId === 1 && row.title === '金额课程')?.priceFen,
      };
    },
  },
  {
    call: '/app/setCompanyAppOrder convert',
    field: 'employer.limitMoney',
    holds: 'yuan',
    prepare: async () => {
      const { appOrderId } = followingRequest();
      return {
        send: (value) =>
          setCompanyAppOrder(
            { appOrderId, action: 'convert', employer: { employerName: '小程序客户', mobile: '13312340005', limitMoney: value }, job: convertJob() },
            silent,
          ),
        stored: () => employerByMobile('13312340005')?.limitMoney,
      };
    },
  },
  ...(['salaryMin', 'salaryMax'] as const).map((field): AmountWrite => ({
    call: '/app/setCompanyAppOrder convert',
    field: `job.${field}`,
    holds: 'yuan',
    prepare: async () => {
      const { appOrderId } = followingRequest();
      const { employerId } = seededEmployer();
      const range = (value: number) => (field === 'salaryMin' ? { salaryMin: value } : { salaryMin: 1, salaryMax: value });
      return {
        send: (value) => setCompanyAppOrder({ appOrderId, action: 'convert', employerId, job: convertJob(range(value)) }, silent),
        stored: () => getDb().jobs.find((row) => row.jobId === getDb().appRequests.find((request) => request.appOrderId === appOrderId)?.jobId)?.[field],
      };
    },
  })),
  {
    call: 'control route: a member submits a request',
    field: 'budget',
    holds: 'fen',
    prepare: async () => {
      const count = getDb().appRequests.length;
      // The control route of the standalone server calls this rule; the envelope is the route's.
      const send = async (value: number) => {
        try {
          return submitFromControl(getDb(), { budget: value }, Date.now());
        } catch (caught) {
          throw caught instanceof MockError ? Object.assign(new Error(caught.messages.zh), { code: caught.code, serverMessage: caught.messages.zh }) : caught;
        }
      };
      return { send, stored: () => (getDb().appRequests.length === count + 1 ? getDb().appRequests.at(-1)?.budgetFen : undefined) };
    },
  },
];

/** The code and message a refused write answers (the client's ApiError, or the control rule's error). */
async function refusal(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error as { code?: number; serverMessage?: string },
  );
  expect(caught, 'the write was accepted').not.toBeNull();
  return { code: caught?.code ?? 0, message: caught?.serverMessage ?? '' };
}

describe('every amount-bearing write', () => {
  it.each(WRITES.map((write) => [write.call, write.field, write] as const))(
    '%s × %s: a third decimal is refused (nothing stored), two decimals are stored exactly',
    async (_call, _field, write) => {
      const { send, stored } = await write.prepare();
      const before = snapshot();
      for (const value of THIRD_DECIMALS) {
        const { code, message } = await refusal(send(value));
        expect([value, code, message]).toEqual([value, 40001, expect.stringMatching(/两位小数/)]);
      }
      expect(snapshot() === before, 'the database changed during a refused write').toBe(true);

      await send(GOOD);
      expect(stored()).toBe(write.holds === 'fen' ? 1_234_567 : GOOD);
    },
  );

  it('answers the refusal in English too', async () => {
    await i18n.changeLanguage('en');
    const { employerId } = seededEmployer();
    const error = await failure(
      employerApi.addJobs({ employerId, title: 'Amount job', serviceType: 3, schedule: 1, salaryMin: 12345.678, salaryMax: 20000 }, silent),
    );
    expect([error.code, error.serverMessage]).toEqual([40001, 'Minimum salary must be an amount with at most two decimals']);
  });
});
