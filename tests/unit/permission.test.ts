import { describe, expect, it } from 'vitest';
import { canByOwnership, hasPermission, ownershipOf, type Access } from '@/auth/permission';
import { PERMISSION_AREAS, PERMISSION_LABELS } from '@/domain/permissionLabels';
import { ALL_PERMISSIONS, FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS, isPermissionName } from '@/domain/permissions';

const rule = { own: 'aunt.own', unowned: 'aunt.unowned', others: 'aunt.others' };
const staff = (...names: string[]): Access => ({ userId: 7, isAdmin: false, permissions: new Set(names) });

describe('ownershipOf', () => {
  it('sorts records into own, no owner (0) and others', () => {
    expect(ownershipOf(7, 7)).toBe('own');
    expect(ownershipOf(0, 7)).toBe('unowned');
    expect(ownershipOf(null, 7)).toBe('unowned');
    expect(ownershipOf(undefined, 7)).toBe('unowned');
    expect(ownershipOf(8, 7)).toBe('others');
  });
});

describe('canByOwnership', () => {
  it('allows an admin everything, even without any permission', () => {
    const admin: Access = { userId: 1, isAdmin: true, permissions: new Set() };
    expect(canByOwnership(admin, rule, 99)).toBe(true);
    expect(canByOwnership(admin, rule, 0)).toBe(true);
  });

  it('needs the own permission for own records', () => {
    expect(canByOwnership(staff('aunt.own'), rule, 7)).toBe(true);
    expect(canByOwnership(staff('aunt.unowned', 'aunt.others'), rule, 7)).toBe(false);
  });

  it('needs the no-owner permission for records with owner 0', () => {
    expect(canByOwnership(staff('aunt.unowned'), rule, 0)).toBe(true);
    expect(canByOwnership(staff('aunt.own'), rule, 0)).toBe(false);
  });

  it("needs the others permission for other staff members' records", () => {
    expect(canByOwnership(staff('aunt.others'), rule, 12)).toBe(true);
    expect(canByOwnership(staff('aunt.own', 'aunt.unowned'), rule, 12)).toBe(false);
  });

  it('allows the case when the rule names no permission for it', () => {
    expect(canByOwnership(staff(), { others: 'aunt.others' }, 7)).toBe(true);
    expect(canByOwnership(staff(), { others: 'aunt.others' }, 0)).toBe(true);
    expect(canByOwnership(staff(), { others: 'aunt.others' }, 3)).toBe(false);
  });
});

describe('hasPermission', () => {
  it('is true for admins and holders only', () => {
    expect(hasPermission({ userId: 1, isAdmin: true, permissions: new Set() }, 'finance.manage')).toBe(true);
    expect(hasPermission(staff('finance.manage'), 'finance.manage')).toBe(true);
    expect(hasPermission(staff('aunt.own'), 'finance.manage')).toBe(false);
  });
});

describe('the permission names', () => {
  it('are every ownership and feature name once, each with a label in both languages and in one area of the roles screen', () => {
    const declared = [...Object.values(OWNERSHIP_PERMISSIONS).flatMap((names) => Object.values(names)), ...Object.values(FEATURE_PERMISSIONS)];
    expect([...ALL_PERMISSIONS].sort()).toEqual([...new Set(declared)].sort());
    expect(Object.keys(PERMISSION_LABELS)).toEqual(ALL_PERMISSIONS);
    for (const name of ALL_PERMISSIONS) {
      expect(isPermissionName(name)).toBe(true);
      expect(PERMISSION_LABELS[name].zh && PERMISSION_LABELS[name].en).toBeTruthy();
      expect(PERMISSION_AREAS.filter((area) => area.names.includes(name))).toHaveLength(1);
    }
    expect(isPermissionName('toString')).toBe(false);
  });
});
