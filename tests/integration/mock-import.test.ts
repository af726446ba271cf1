/**
 * The mock's bulk import (/aunt/import, /employer/import, ours) through the real client: the rows
 * the preview's rules refuse are refused for the same reasons, a refused row stores nothing, the
 * batch bounds, the dry run, and a role that may not add.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importAunts, importEmployers } from '@/api/imports';
import { removeToken, setToken } from '@/auth/token';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { checkDigitOf } from '@/domain/idCard';
import { IMPORT_BATCH_ROWS, checkRows } from '@/domain/importRules';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, revokeFromStaff, silent } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const ID_BODY = '11010519800101123';
const GOOD_ID = ID_BODY + checkDigitOf(ID_BODY);

function auntRows(): Record<string, string>[] {
  const taken = getDb().aunts.find((aunt) => aunt.companyId === 1)!;
  return [
    { auntName: '导入甲', mobile: '13712340001', idCard: GOOD_ID, experienceYears: '3' },
    { auntName: '导入乙', mobile: '13712340001' },
    { auntName: '导入丙', mobile: taken.mobile },
    { auntName: '', mobile: '1371234' },
    { auntName: '导入丁', mobile: '13712340002', idCard: ID_BODY + (checkDigitOf(ID_BODY) === '0' ? '1' : '0') },
    { auntName: '导入戊', mobile: '13712340003' },
  ];
}

describe('/aunt/import', () => {
  it('stores the valid rows and refuses the others with the reasons the preview’s rules give', async () => {
    const rows = auntRows();
    const db = getDb();
    const expected = checkRows('aunt', rows, (field, value) =>
      db.aunts.some((aunt) => aunt.companyId === 1 && (aunt as unknown as Record<string, unknown>)[field] === value),
    );
    const before = db.aunts.length;
    const { results } = await importAunts({ rows }, silent);
    expect(results.map((result) => result.problems)).toEqual(expected);
    expect(results.map((result) => result.accepted)).toEqual([true, false, false, false, false, true]);
    expect(expected[2]).toEqual([{ reason: 'duplicateExisting', field: 'mobile' }]);
    const stored = getDb().aunts.slice(before);
    expect(stored.map((aunt) => [aunt.auntId, aunt.auntName, aunt.mobile, aunt.idCard, aunt.experienceYears])).toEqual([
      [results[0].id, '导入甲', '13712340001', GOOD_ID, 3],
      [results[5].id, '导入戊', '13712340003', '', 0],
    ]);
  });

  it('stores nothing on a dry run and answers the same verdicts', async () => {
    const before = snapshot();
    const { results } = await importAunts({ rows: auntRows(), dryRun: true }, silent);
    expect(results.map((result) => result.accepted)).toEqual([true, false, false, false, false, true]);
    expect(results.every((result) => result.id === undefined)).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a batch of no rows or over the bound, an unknown field, and a role that may not add; nothing stored', async () => {
    const before = snapshot();
    const row = { auntName: '导入己', mobile: '13712340009' };
    expect((await failure(importAunts({ rows: [] }, silent))).code).toBe(40001);
    expect((await failure(importAunts({ rows: Array.from({ length: IMPORT_BATCH_ROWS + 1 }, () => row) }, silent))).code).toBe(40001);
    expect((await failure(importAunts({ rows: [{ ...row, salary: '1' }] }, silent))).code).toBe(40001);
    expect((await failure(importAunts({ rows: [{ ...row, mobile: 13712340009 as unknown as string }] }, silent))).code).toBe(40001);
    expect(snapshot()).toEqual(before);
    revokeFromStaff(OWNERSHIP_PERMISSIONS.aunt.own);
    setToken(tokenFor(STAFF_ACCOUNT));
    const refused = snapshot();
    expect((await failure(importAunts({ rows: [row] }, silent))).code).toBe(40301);
    expect(snapshot()).toEqual(refused);
    expect(getDb().aunts.some((aunt) => aunt.mobile === row.mobile)).toBe(false);
  });
});

describe('/employer/import', () => {
  it('refuses a mobile an employer has or an earlier row has, stores the rest', async () => {
    const taken = getDb().employers.find((row) => row.companyId === 1 && row.isDeleted === 0)!;
    const rows: Record<string, string>[] = [
      { employerName: '导入客户甲', mobile: '13612340001', address: '朝阳区' },
      { employerName: '导入客户乙', mobile: '13612340001' },
      { employerName: '导入客户丙', mobile: taken.mobile },
      { employerName: '导入客户丁', mobile: '13612340002', requirements: 'x'.repeat(501) },
    ];
    const before = getDb().employers.length;
    const { results } = await importEmployers({ rows }, silent);
    expect(results.map((result) => result.problems)).toEqual([
      [],
      [{ reason: 'duplicateInFile', field: 'mobile' }],
      [{ reason: 'duplicateExisting', field: 'mobile' }],
      [{ reason: 'tooLong', field: 'requirements' }],
    ]);
    const stored = getDb().employers.slice(before);
    expect(stored.map((row) => [row.employerId, row.employerName, row.mobile, row.address])).toEqual([[results[0].id, '导入客户甲', '13612340001', '朝阳区']]);
  });
});
