/** Pieces every mock-*.test.ts file needs: quiet calls, capturing the ApiError of a refused call, a seeded user's id, a permission taken from the staff role. */
import { expect } from 'vitest';
import { ApiError } from '@/api/errors';
import { ROLE_KEYS, type PermissionName } from '@/domain/permissions';
import { getDb } from '@/mocks/db';

/** Request options that keep a refused call from toasting. */
export const silent = { silent: true } as const;

/** The ApiError the call fails with (the test fails when it succeeds or throws something else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

/** The userId of the seeded user with this mobile (-1 when there is none). */
export const userIdOf = (mobile: string): number => getDb().users.find((row) => row.mobile === mobile)?.userId ?? -1;

/** Takes `permission` from the demo staff member's role (company 1's AGENCY_STAFF); sign in as STAFF_ACCOUNT afterwards. */
export function revokeFromStaff(permission: PermissionName): void {
  const db = getDb();
  const role = db.roles.find((row) => row.companyId === 1 && row.roleKey === ROLE_KEYS.staff)!;
  const id = db.permissions.find((row) => row.permissionName === permission)!.permissionId;
  role.permissionIds = role.permissionIds.filter((held) => held !== id);
}
