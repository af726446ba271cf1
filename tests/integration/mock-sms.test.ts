/** SMS codes in the mock: a code asked with the spec's {mobile} serves either purpose, once; one asked for a named scene serves only it. */
import { describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { sysPaths } from '@/api/sys';
import { userPaths } from '@/api/user';
import { ApiError } from '@/api/errors';
import { STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const reset = (code: string) => postUnchecked(sysPaths.resetPassword, { mobile: STAFF_ACCOUNT.mobile, code, newPassword: 'fresh-pass-1' }, { silent: true });
const loginWith = (password: string) => postUnchecked(userPaths.loginClient, { mobile: STAFF_ACCOUNT.mobile, password }, { silent: true });

describe('SMS code scenes', () => {
  it('refuses a register code for a password reset, and accepts a reset code once', async () => {
    await postUnchecked(sysPaths.smsCode, { mobile: STAFF_ACCOUNT.mobile, scene: 'register' }, { silent: true });
    const refused = await reset('123456').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(40001);
    await expect(loginWith(STAFF_ACCOUNT.password)).resolves.toMatchObject({ mobile: STAFF_ACCOUNT.mobile });
  });

  it("a code asked with the spec's body {mobile} resets the password once", async () => {
    await postUnchecked(sysPaths.smsCode, { mobile: STAFF_ACCOUNT.mobile }, { silent: true });
    await reset('123456');
    await expect(loginWith('fresh-pass-1')).resolves.toMatchObject({ mobile: STAFF_ACCOUNT.mobile });
    await expect(reset('123456')).rejects.toMatchObject({ code: 40001 });
  });

  it('a code asked for the reset changes the password and is used up', async () => {
    await postUnchecked(sysPaths.smsCode, { mobile: STAFF_ACCOUNT.mobile, scene: 'resetPassword' }, { silent: true });
    await reset('123456');
    await expect(loginWith('fresh-pass-1')).resolves.toMatchObject({ mobile: STAFF_ACCOUNT.mobile });
    await expect(reset('123456')).rejects.toMatchObject({ code: 40001 });
  });
});
