/**
 * The reveal call (/privacy/reveal, ours): full values of masked personal fields for a role that may
 * see them, each reveal logged (who, whose, which fields, when, why); refusals and bad payloads log nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAunt } from '@/api/aunt';
import { getMembers } from '@/api/companyApp';
import { exportPersonal, getAccessLogs, revealPersonal, type AccessLogQuery, type ExportPersonalRequest, type RevealRequest } from '@/api/privacy';
import { removeToken, setToken } from '@/auth/token';
import { maskIdNumber, maskMobile, maskName } from '@/domain/personalData';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { i18n } from '@/i18n';
import {
  ADMIN_ACCOUNT,
  STAFF_ACCOUNT,
  allocateId,
  getDb,
  snapshot,
  type AppMemberRow,
  type AppRequestRow,
  type AuntRow,
  type PrivacyAccessLogRow,
} from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
const aunt = (keep: (row: AuntRow) => boolean): AuntRow =>
  getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.idCard !== '' && keep(row))!;
const CONTACT = { kind: 'contact' } as const;

describe('/privacy/reveal', () => {
  it('gives an admin the full values the reads mask and appends one log row', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const row = aunt(() => true);
    expect((await getAunt({ auntId: row.auntId }, silent)).idCard).toBe(maskIdNumber(row.idCard));
    const before = getDb().privacyAccessLogs.length;
    const answer = await revealPersonal(
      { subject: 'aunt', id: row.auntId, fields: ['mobile', 'idCard'], reason: { kind: 'other', text: '  核对合同 ' } },
      silent,
    );
    expect(answer).toEqual({ values: { mobile: row.mobile, idCard: row.idCard } });
    const logs = getDb().privacyAccessLogs;
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)).toMatchObject({
      companyId: 1,
      userId: userIdOf(ADMIN_ACCOUNT.mobile),
      subject: 'aunt',
      subjectId: row.auntId,
      fields: ['mobile', 'idCard'],
      action: 'reveal',
      reason: { kind: 'other', text: '核对合同' },
    });
    expect(Date.now() - Date.parse(logs.at(-1)!.at)).toBeLessThan(60_000);

    const employer = getDb().employers.find((candidate) => candidate.companyId === 1 && candidate.isDeleted === 0 && candidate.address !== '')!;
    const shown = await revealPersonal({ subject: 'employer', id: employer.employerId, fields: ['mobile', 'address'], reason: CONTACT }, silent);
    expect(shown.values).toEqual({ mobile: employer.mobile, address: employer.address });
    const order = getDb().insOrders.find((candidate) => candidate.companyId === 1)!;
    const insured = await revealPersonal({ subject: 'insured', id: order.orderId, fields: ['insurerIdNo'], reason: { kind: 'insure' } }, silent);
    expect(insured.values).toEqual({ insurerIdNo: order.insurerIdNo });
    expect(getDb().privacyAccessLogs).toHaveLength(before + 3);
  });

  it('answers 40301 to a staff member for a colleague’s aunt and for staff records, logging nothing; her own aunt is revealed', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const theirs = aunt((row) => row.teacherUserId !== 0 && row.teacherUserId !== staffId());
    const colleague = getDb().users.find((user) => user.companyId === 1 && user.userId !== staffId())!;
    const before = snapshot();
    expect((await failure(revealPersonal({ subject: 'aunt', id: theirs.auntId, fields: ['mobile'], reason: CONTACT }, silent))).code).toBe(40301);
    expect((await failure(revealPersonal({ subject: 'staff', id: colleague.userId, fields: ['mobile'], reason: CONTACT }, silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);
    const mine = aunt((row) => row.teacherUserId === staffId());
    expect((await revealPersonal({ subject: 'aunt', id: mine.auntId, fields: ['mobile'], reason: CONTACT }, silent)).values).toEqual({ mobile: mine.mobile });
  });

  it('refuses a bad payload with an envelope error naming the problem, and logs nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const row = aunt(() => true);
    const good: RevealRequest = { subject: 'aunt', id: row.auntId, fields: ['mobile'], reason: CONTACT };
    const cases: [unknown, number, RegExp][] = [
      [{ ...good, subject: 'nobody' }, 40001, /对象/],
      [{ ...good, id: 0 }, 40001, /编号/],
      [{ ...good, fields: [] }, 40001, /字段/],
      [{ ...good, fields: ['password'] }, 40001, /字段/],
      [{ ...good, fields: 'mobile' }, 40001, /字段/],
      [{ ...good, reason: undefined }, 40001, /查看原因/],
      [{ ...good, reason: { kind: 'curious' } }, 40001, /查看原因/],
      [{ ...good, reason: { kind: 'other' } }, 40001, /原因说明/],
      [{ ...good, reason: { kind: 'other', text: 'x'.repeat(201) } }, 40001, /原因说明/],
      [{ ...good, id: 999_999 }, 40401, /阿姨/],
    ];
    const before = snapshot();
    for (const [body, code, message] of cases) {
      const error = await failure(revealPersonal(body as RevealRequest, silent));
      expect([body, error.code, error.serverMessage]).toEqual([body, code, expect.stringMatching(message)]);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('/privacy/reveal of the mini-program’s members and service requests', () => {
  const member = (keep: (row: AppMemberRow) => boolean) => getDb().appMembers.find((row) => row.companyId === 1 && row.mobile !== '' && keep(row))!;
  const request = (keep: (row: AppRequestRow) => boolean) => getDb().appRequests.find((row) => row.companyId === 1 && row.mobile !== '' && keep(row))!;

  it('gives an admin a member’s and a request’s full mobile (the reads mask it) and logs each, listed under its kind', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const someone = member(() => true);
    const asked = request(() => true);
    const listed = await getMembers({ keyword: someone.mobile }, silent);
    expect(listed.list.find((row) => row.memberId === someone.memberId)?.mobile).toBe(maskMobile(someone.mobile));
    const before = getDb().privacyAccessLogs.length;
    expect(await revealPersonal({ subject: 'member', id: someone.memberId, fields: ['mobile'], reason: CONTACT }, silent)).toEqual({
      values: { mobile: someone.mobile },
    });
    expect(await revealPersonal({ subject: 'appOrder', id: asked.appOrderId, fields: ['mobile'], reason: { kind: 'sign' } }, silent)).toEqual({
      values: { mobile: asked.mobile },
    });
    expect(getDb().privacyAccessLogs.slice(before)).toEqual([
      expect.objectContaining({ subject: 'member', subjectId: someone.memberId, fields: ['mobile'], action: 'reveal', reason: { kind: 'contact', text: '' } }),
      expect.objectContaining({ subject: 'appOrder', subjectId: asked.appOrderId, fields: ['mobile'], action: 'reveal', reason: { kind: 'sign', text: '' } }),
    ]);
    const members = await getAccessLogs({ subject: 'member' }, silent);
    expect(members.list[0]).toMatchObject({ subject: 'member', subjectId: someone.memberId, subjectName: maskName(someone.realName || someone.nickname) });
    const requests = await getAccessLogs({ subject: 'appOrder', subjectId: asked.appOrderId }, silent);
    expect(requests.list.map((row) => [row.subjectId, row.subjectName])).toEqual([[asked.appOrderId, maskName(asked.contactName)]]);
  });

  it('answers 40301 to a staff member for a colleague’s member or request, logging nothing; her own request is revealed', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const theirs = member((row) => row.userId !== 0 && row.userId !== staffId());
    const theirRequest = request((row) => row.assigneeId !== 0 && row.assigneeId !== staffId());
    const before = snapshot();
    expect((await failure(revealPersonal({ subject: 'member', id: theirs.memberId, fields: ['mobile'], reason: CONTACT }, silent))).code).toBe(40301);
    expect((await failure(revealPersonal({ subject: 'appOrder', id: theirRequest.appOrderId, fields: ['mobile'], reason: CONTACT }, silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);
    const mine = request((row) => row.assigneeId === staffId());
    expect((await revealPersonal({ subject: 'appOrder', id: mine.appOrderId, fields: ['mobile'], reason: CONTACT }, silent)).values).toEqual({
      mobile: mine.mobile,
    });
  });

  it('refuses another field, an unknown record or kind with an envelope error, and logs nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const good: RevealRequest = { subject: 'member', id: member(() => true).memberId, fields: ['mobile'], reason: CONTACT };
    const cases: [unknown, number, RegExp][] = [
      [{ ...good, subject: 'members' }, 40001, /对象/],
      [{ ...good, fields: ['idCard'] }, 40001, /字段/],
      [{ ...good, subject: 'job', fields: ['mobile'] }, 40001, /字段/],
      [{ ...good, id: 999_999 }, 40401, /会员/],
      [{ ...good, subject: 'appOrder', id: 999_999 }, 40401, /./],
    ];
    const before = snapshot();
    for (const [body, code, message] of cases) {
      const error = await failure(revealPersonal(body as RevealRequest, silent));
      expect([body, error.code, error.serverMessage]).toEqual([body, code, expect.stringMatching(message)]);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('/privacy/accessLogs', () => {
  /** Appends a log row as a reveal would, at a fixed time. */
  function logged(row: Omit<PrivacyAccessLogRow, 'logId' | 'companyId' | 'action'> & { action?: PrivacyAccessLogRow['action'] }): PrivacyAccessLogRow {
    const db = getDb();
    const entry: PrivacyAccessLogRow = { logId: allocateId(db, 'privacyAccessLogs'), companyId: 1, action: 'reveal', ...row };
    db.privacyAccessLogs.push(entry);
    return entry;
  }

  it('lists a reveal with who, whose record (name masked), fields, when, reason and action, newest first', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const row = aunt(() => true);
    await revealPersonal({ subject: 'aunt', id: row.auntId, fields: ['mobile', 'idCard'], reason: { kind: 'other', text: '核对合同' } }, silent);
    const employer = getDb().employers.find((candidate) => candidate.companyId === 1 && candidate.isDeleted === 0)!;
    await revealPersonal({ subject: 'employer', id: employer.employerId, fields: ['mobile'], reason: CONTACT }, silent);
    const answer = await getAccessLogs({ page: 1, pageSize: 10 }, silent);
    const admin = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!;
    expect(answer.total).toBe(getDb().privacyAccessLogs.filter((log) => log.companyId === 1).length);
    expect(answer.list[0]).toMatchObject({
      subject: 'employer',
      subjectId: employer.employerId,
      subjectName: maskName(employer.employerName),
      fields: ['mobile'],
    });
    expect(answer.list[1]).toEqual({
      logId: expect.any(Number),
      at: getDb().privacyAccessLogs.find((log) => log.logId === answer.list[1].logId)!.at,
      userId: admin.userId,
      userName: admin.contact,
      subject: 'aunt',
      subjectId: row.auntId,
      subjectName: maskName(row.auntName),
      fields: ['mobile', 'idCard'],
      action: 'reveal',
      reason: { kind: 'other', text: '核对合同' },
    });
    expect(answer.list[1].subjectName).not.toBe(row.auntName);
  });

  it('filters by user, record kind and id, record name, field, reason, action and date range', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const staff = staffId();
    const admin = userIdOf(ADMIN_ACCOUNT.mobile);
    const her = aunt(() => true);
    const employer = getDb().employers.find((candidate) => candidate.companyId === 1 && candidate.isDeleted === 0)!;
    const a = logged({
      at: '2026-03-02T02:00:00.000Z',
      userId: staff,
      subject: 'aunt',
      subjectId: her.auntId,
      fields: ['mobile'],
      reason: { kind: 'contact', text: '' },
    });
    const b = logged({
      at: '2026-03-05T02:00:00.000Z',
      userId: admin,
      subject: 'employer',
      subjectId: employer.employerId,
      fields: ['address'],
      reason: { kind: 'sign', text: '' },
    });
    const c = logged({
      at: '2026-04-01T02:00:00.000Z',
      userId: admin,
      subject: 'aunt',
      subjectId: her.auntId,
      fields: ['idCard'],
      reason: { kind: 'verify', text: '' },
      action: 'export',
    });
    const ids = async (query: AccessLogQuery) =>
      (await getAccessLogs({ pageSize: 200, ...query }, silent)).list.map((entry) => entry.logId).filter((id) => [a, b, c].some((row) => row.logId === id));
    expect(await ids({})).toEqual([c.logId, b.logId, a.logId]);
    expect(await ids({ userId: staff })).toEqual([a.logId]);
    expect(await ids({ subject: 'aunt', subjectId: her.auntId })).toEqual([c.logId, a.logId]);
    expect(await ids({ subjectName: employer.employerName })).toEqual([b.logId]);
    expect(await ids({ field: 'idCard' })).toEqual([c.logId]);
    expect(await ids({ reasonKind: 'sign' })).toEqual([b.logId]);
    expect(await ids({ action: 'export' })).toEqual([c.logId]);
    expect(await ids({ at: { dateFilter: 'specifyTimeRange', startDate: '2026-03-01', endDate: '2026-03-31' } })).toEqual([b.logId, a.logId]);
    const page = await getAccessLogs({ page: 2, pageSize: 1, subject: 'aunt', subjectId: her.auntId }, silent);
    expect([page.total, page.list.map((entry) => entry.logId)]).toEqual([2, [a.logId]]);
  });

  it('refuses a staff member (40301) and a bad filter (40001), changing nothing', async () => {
    const [staffToken, adminToken] = [tokenFor(STAFF_ACCOUNT), tokenFor(ADMIN_ACCOUNT)];
    const before = snapshot();
    setToken(staffToken);
    expect((await failure(getAccessLogs({}, silent))).code).toBe(40301);
    setToken(adminToken);
    const bad: [unknown, RegExp][] = [
      [{ subject: 'nobody' }, /对象/],
      [{ reasonKind: 'curious' }, /查看原因/],
      [{ action: 'delete' }, /操作/],
      [{ pageSize: 1000 }, /每页条数/],
      [{ at: { dateFilter: 'someday' } }, /时间/],
    ];
    for (const [body, message] of bad) {
      const error = await failure(getAccessLogs(body as AccessLogQuery, silent));
      expect([body, error.code, error.serverMessage]).toEqual([body, 40001, expect.stringMatching(message)]);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('/privacy/export', () => {
  const aunts = () =>
    getDb()
      .aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0)
      .slice(0, 3);

  it('answers an admin the full values of the columns asked full and logs the export (list, rows, full and masked columns, reason)', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const rows = aunts();
    const before = getDb().privacyAccessLogs.length;
    const answer = await exportPersonal(
      { list: 'aunt.all', subject: 'aunt', ids: rows.map((row) => row.auntId), fields: ['mobile'], masked: ['idCard'], reason: { kind: 'sign' } },
      silent,
    );
    expect(answer.values).toEqual(Object.fromEntries(rows.map((row) => [String(row.auntId), { mobile: row.mobile }])));
    expect(getDb().privacyAccessLogs).toHaveLength(before + 1);
    expect(getDb().privacyAccessLogs.at(-1)).toMatchObject({
      userId: userIdOf(ADMIN_ACCOUNT.mobile),
      subject: 'aunt',
      subjectId: 0,
      action: 'export',
      fields: ['mobile'],
      reason: { kind: 'sign', text: '' },
      export: { list: 'aunt.all', rows: 3, masked: ['idCard'] },
    });
  });

  it('logs a masked export of anyone (no values, no reason) and refuses full columns to a role without personal.export, logging nothing', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const mine = aunt((row) => row.teacherUserId === staffId());
    const before = snapshot();
    const full: ExportPersonalRequest = { list: 'aunt.mine', subject: 'aunt', ids: [mine.auntId], fields: ['mobile'], masked: [], reason: CONTACT };
    expect((await failure(exportPersonal(full, silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);
    const masked = await exportPersonal({ ...full, fields: [], masked: ['mobile'], reason: undefined }, silent);
    expect(masked.values).toEqual({});
    expect(getDb().privacyAccessLogs.at(-1)).toMatchObject({
      userId: staffId(),
      action: 'export',
      fields: [],
      reason: { kind: '', text: '' },
      export: { list: 'aunt.mine', rows: 1, masked: ['mobile'] },
    });
    const role = getDb().roles.find((row) =>
      getDb()
        .users.find((user) => user.userId === staffId())!
        .roleIds.includes(row.roleId),
    )!;
    role.permissionIds.push(getDb().permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.personalExport)!.permissionId);
    expect((await exportPersonal(full, silent)).values).toEqual({ [mine.auntId]: { mobile: mine.mobile } });
  });

  it('logs the exports of the mini-program’s lists and of lists with names only, counting rows without a record', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const members = getDb()
      .appMembers.filter((row) => row.companyId === 1)
      .slice(0, 2);
    const ids = members.map((row) => row.memberId);
    const before = getDb().privacyAccessLogs.length;
    const answer = await exportPersonal({ list: 'member', subject: 'member', ids, fields: ['mobile'], masked: [], reason: CONTACT }, silent);
    expect(answer.values).toEqual(Object.fromEntries(members.map((row) => [String(row.memberId), { mobile: row.mobile }])));
    await exportPersonal({ list: 'miniOrder', subject: 'member', ids: [ids[0]!, ids[0]!, ids[1]!], fields: [], masked: [] }, silent);
    await exportPersonal({ list: 'feeRecord', subject: 'employer', ids: [], rows: 4, fields: [], masked: [] }, silent);
    const logged = getDb().privacyAccessLogs.slice(before);
    expect(logged.map((row) => [row.subject, row.subjectId, row.action, row.fields, row.reason.kind, row.export])).toEqual([
      ['member', 0, 'export', ['mobile'], 'contact', { list: 'member', rows: 2, masked: [] }],
      ['member', 0, 'export', [], '', { list: 'miniOrder', rows: 3, masked: [] }],
      ['employer', 0, 'export', [], '', { list: 'feeRecord', rows: 4, masked: [] }],
    ]);
    const listed = await getAccessLogs({ action: 'export', subject: 'member', page: 1, pageSize: 10 }, silent);
    expect(listed.list.slice(0, 2).map((row) => row.export?.list)).toEqual(['miniOrder', 'member']);
  });

  it('refuses a bad export with an envelope error naming the problem, and logs nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const row = aunt(() => true);
    const good: ExportPersonalRequest = { list: 'aunt.all', subject: 'aunt', ids: [row.auntId], fields: ['mobile'], masked: [], reason: CONTACT };
    const cases: [unknown, number, RegExp][] = [
      [{ ...good, list: '' }, 40001, /列表/],
      [{ ...good, list: 'x'.repeat(51) }, 40001, /列表/],
      [{ ...good, list: 'aunt.all.mine' }, 40001, /列表/],
      [{ ...good, list: '会员' }, 40001, /列表/],
      [{ ...good, list: 'member list' }, 40001, /列表/],
      [{ ...good, rows: -1 }, 40001, /行数/],
      [{ ...good, rows: 10_001 }, 40001, /行数/],
      [{ ...good, rows: 1.5 }, 40001, /行数/],
      [{ ...good, ids: [row.auntId, row.auntId], rows: 1 }, 40001, /行数/],
      [{ ...good, ids: [0] }, 40001, /编号/],
      [{ ...good, ids: Array.from({ length: 10_001 }, (_, index) => index + 1) }, 40001, /编号/],
      [{ ...good, fields: ['password'] }, 40001, /字段/],
      [{ ...good, masked: 'mobile' }, 40001, /字段/],
      [{ ...good, reason: undefined }, 40001, /查看原因/],
      [{ ...good, ids: [999_999] }, 40401, /阿姨/],
    ];
    const before = snapshot();
    for (const [body, code, message] of cases) {
      const error = await failure(exportPersonal(body as ExportPersonalRequest, silent));
      expect([body, error.code, error.serverMessage]).toEqual([body, code, expect.stringMatching(message)]);
    }
    expect(snapshot()).toBe(before);
  });
});
