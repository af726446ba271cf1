/**
 * Departments (/company/getDepartment, saveDepartment, deleteDepartment): a tree per company kept
 * as rows with a parent id (0 = top level), checked with domain/tree.ts.
 *
 * - A name is 1-30 characters, unique among the departments of the same parent.
 * - The parent is 0 or a department of the same company (another company's reads as unknown: 404),
 *   never the department itself or one below it (a cycle: 40001).
 * - `sort` in a request is the 1-based position among the siblings; every write renumbers the
 *   siblings it touched 1..n (the old parent's too when a department moves).
 * - Deleting is refused (40901) while staff accounts (enabled or not) belong to the department or
 *   departments sit under it; the message says how many.
 * Every check runs before anything changes.
 */
import type { Department } from '@/api/user';
import { COMPANY_LIMITS } from '@/domain/companyRules';
import { wouldCycle } from '@/domain/tree';
import { allocateId, type DepartmentRow, type MockDb } from '../db';
import { conflict, invalid, notFound, type Msg } from '../core/errors';
import { readStrict } from './unitedBody';
import { placeAt, renumber } from './positions';

const LABEL = {
  departmentId: { zh: '部门编号', en: 'Department id' },
  departmentName: { zh: '部门名称', en: 'Department name' },
  parentId: { zh: '上级部门', en: 'Parent department' },
  sort: { zh: '排序', en: 'Position' },
} as const satisfies Record<string, Msg>;

const DEPARTMENT: Msg = { zh: '部门', en: 'Department' };

const SAVE_RULES = {
  departmentId: { type: 'number', integer: true, min: 1, label: LABEL.departmentId },
  departmentName: { type: 'string', label: LABEL.departmentName, minLength: 1, maxLength: COMPANY_LIMITS.departmentName },
  parentId: { type: 'number', integer: true, min: 0, label: LABEL.parentId },
  sort: { type: 'number', integer: true, min: 1, max: 1000, label: LABEL.sort },
} as const;

const ID_RULES = { departmentId: { type: 'number', integer: true, min: 1, required: true, label: LABEL.departmentId } } as const;

const idOf = (row: DepartmentRow) => row.departmentId;

export function companyDepartments(db: MockDb, companyId: number): DepartmentRow[] {
  return db.departments.filter((row) => row.companyId === companyId);
}

/** The departments under one parent in their order. */
function siblings(db: MockDb, companyId: number, parentId: number): DepartmentRow[] {
  return companyDepartments(db, companyId)
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.departmentId - b.departmentId);
}

/** Staff accounts (enabled or disabled) of the department itself. */
export function staffCountOf(db: MockDb, row: DepartmentRow): number {
  return db.users.filter((user) => user.companyId === row.companyId && user.departmentId === row.departmentId).length;
}

export function toDepartment(db: MockDb, row: DepartmentRow): Department {
  return { departmentId: row.departmentId, departmentName: row.departmentName, parentId: row.parentId, sort: row.sort, userCount: staffCountOf(db, row) };
}

/** The company's departments, parents' order first (parent id, then sort). */
export function listDepartments(db: MockDb, companyId: number): Department[] {
  return companyDepartments(db, companyId)
    .sort((a, b) => a.parentId - b.parentId || a.sort - b.sort || a.departmentId - b.departmentId)
    .map((row) => toDepartment(db, row));
}

const nameTaken = (name: string): Msg => ({ zh: `同一上级下已有部门“${name}”`, en: `There is already a department “${name}” at this level` });

/** saveDepartment: creates (no departmentId) or changes a department; answers its row. */
export function saveDepartment(db: MockDb, companyId: number, body: unknown): DepartmentRow {
  const input = readStrict(body, SAVE_RULES);
  const rows = companyDepartments(db, companyId);
  const existing = input.departmentId === undefined ? undefined : rows.find((row) => row.departmentId === input.departmentId);
  if (input.departmentId !== undefined && !existing) throw notFound(DEPARTMENT);
  if (!existing) {
    if (input.departmentName === undefined) throw invalid({ zh: '请填写部门名称', en: 'Department name is required' });
    if (rows.length >= COMPANY_LIMITS.departments) {
      throw invalid({ zh: `每个公司最多${COMPANY_LIMITS.departments}个部门`, en: `A company has at most ${COMPANY_LIMITS.departments} departments` });
    }
  } else if (input.departmentName === undefined && input.parentId === undefined && input.sort === undefined) {
    throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  }
  const parentId = input.parentId ?? existing?.parentId ?? 0;
  if (parentId !== 0 && !rows.some((row) => row.departmentId === parentId)) throw notFound(LABEL.parentId);
  if (existing && wouldCycle(rows, idOf, existing.departmentId, parentId)) {
    throw invalid({ zh: '不能把部门移到它自己或它的下级部门之下', en: 'A department cannot be moved under itself or one of its sub-departments' });
  }
  const name = input.departmentName ?? (existing as DepartmentRow).departmentName;
  const target = siblings(db, companyId, parentId);
  if (target.some((row) => row !== existing && row.departmentName.toLowerCase() === name.toLowerCase())) throw invalid(nameTaken(name));

  if (!existing) {
    const row: DepartmentRow = { departmentId: allocateId(db, 'departments'), companyId, departmentName: name, parentId, sort: target.length + 1 };
    db.departments.push(row);
    placeAt([...target, row], row, input.sort);
    return row;
  }
  const oldParent = existing.parentId;
  existing.departmentName = name;
  if (parentId !== oldParent) {
    existing.parentId = parentId;
    renumber(siblings(db, companyId, oldParent).filter((row) => row !== existing));
    placeAt([...target, existing], existing, input.sort);
  } else if (input.sort !== undefined) {
    placeAt(target, existing, input.sort);
  }
  return existing;
}

const staffText = (count: number): Msg => ({ zh: `${count}名员工`, en: count === 1 ? '1 staff account' : `${count} staff accounts` });
const childText = (count: number): Msg => ({ zh: `${count}个下级部门`, en: count === 1 ? '1 sub-department' : `${count} sub-departments` });

/** deleteDepartment: removes an empty department (no staff, no sub-departments) and renumbers its siblings. */
export function deleteDepartment(db: MockDb, companyId: number, body: unknown): void {
  const { departmentId } = readStrict(body, ID_RULES);
  const rows = companyDepartments(db, companyId);
  const row = rows.find((item) => item.departmentId === departmentId);
  if (!row) throw notFound(DEPARTMENT);
  const staff = staffCountOf(db, row);
  const children = rows.filter((item) => item.parentId === row.departmentId).length;
  if (staff > 0 || children > 0) {
    const held = [staff > 0 ? staffText(staff) : null, children > 0 ? childText(children) : null].filter((text): text is Msg => text !== null);
    const what = { zh: held.map((text) => text.zh).join('和'), en: held.map((text) => text.en).join(' and ') };
    const todo = {
      zh: [staff > 0 ? '把员工调到其他部门' : '', children > 0 ? '删除或移走下级部门' : ''].filter(Boolean).join('，并'),
      en: [staff > 0 ? 'move the staff to another department' : '', children > 0 ? 'delete or move the sub-departments' : ''].filter(Boolean).join(' and '),
    };
    throw conflict({
      zh: `部门“${row.departmentName}”还有${what.zh}，不能删除。请先${todo.zh}。`,
      en: `The department “${row.departmentName}” still has ${what.en}: it cannot be deleted. First ${todo.en}.`,
    });
  }
  db.departments = db.departments.filter((item) => item !== row);
  renumber(siblings(db, companyId, row.parentId));
}
