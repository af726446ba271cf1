/**
 * Staff accounts (role page 'CompanyUsers', /company/users, component 'company/users'): the seats
 * used of the plan's maximum with a link to the vip page, the list on the shared machinery (name,
 * mobile, department, roles, state, last login, WeChat), keyword / department / state filters,
 * and for someone with user.manage: add, edit, enable / disable, set a new password, the aunt log,
 * give a task, remove a WeChat binding, delete (asking where the records go). What the rules
 * (staffRights) do not allow is not offered; without user.manage the page is read-only.
 */
import { companyQueries } from '@/api/company.queries';
import { Alert, App, Card, Flex } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUsers, searchUser } from '@/api/company';
import { staffChanged } from '@/components/useStaffUsers';
import type { CompanyUser, DeleteUserResult } from '@/api/user';
import { DataTable, ListPageHeader, useColumnSettings } from '@/components/DataTable';
import { TaskFormDialog } from '@/components/tasks/TaskFormDialog';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useSession } from '@/stores/session';
import { AuntLogDrawer } from './AuntLogDrawer';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { PasswordDialog } from './PasswordDialog';
import type { StaffAction } from './RowActions';
import { SeatsSummary } from './Seats';
import { StaffFilterBar } from './StaffFilterBar';
import { StaffFormDialog } from './StaffFormDialog';
import { STAFF_TABLE_TYPE, useStaffColumns } from './columns';
import { needsSearch, staffPage, type StaffListFilter } from './staffList';
import { staffRights } from './staffRights';
import { useStaffActions } from './useStaffActions';
import { useStaffData } from './useStaffData';
import '@/i18n/texts/staff';

const INITIAL_FILTER: StaffListFilter = {};
const rowKey = (row: CompanyUser) => row.userId;

const STAFF: ListSource<CompanyUser, StaffListFilter> = {
  queryKey: companyQueries.list('users'),
  fetch: async (query, signal) => {
    const search = needsSearch(query);
    const rows = search ? await searchUser(search, { signal, silent: true }) : await getUsers({ signal, silent: true });
    return staffPage(rows, query);
  },
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(STAFF);

/** The dialog open, if any. */
type Dialog = { kind: 'add' } | { kind: 'edit' | 'password' | 'delete' | 'auntLog' | 'task'; row: CompanyUser } | null;

export default function CompanyUsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const data = useStaffData();
  const table = useTable<CompanyUser, StaffListFilter>({ ...STAFF, memoryKey: 'companyUsers', rowKey });
  const [dialog, setDialog] = useState<Dialog>(null);
  const setCompany = useSession((state) => state.setCompany);
  const close = useCallback(() => setDialog(null), []);

  /** After a write: the list, and the team wherever it shows (seats, admins, colleagues, owner choices). */
  const changed = useCallback(() => void staffChanged(), []);
  const actions = useStaffActions(changed);

  // The sidebar's and the company page's seat count follow the team's enabled accounts.
  const used = data.team.data ? data.team.data.filter((row) => row.isEnabled === 1).length : null;
  useEffect(() => {
    if (used !== null) setCompany({ currentUserCount: used });
  }, [setCompany, used]);

  const onAction = useCallback(
    (action: StaffAction, row: CompanyUser) => {
      if (action === 'toggle') actions.toggle(row);
      else if (action === 'unbindWechat') actions.unbindWechat(row);
      else setDialog({ kind: action, row });
    },
    [actions],
  );
  const columns = useStaffColumns(data.context, onAction);
  const settings = useColumnSettings(STAFF_TABLE_TYPE, columns);
  const title = t('staff.title');
  const canManage = data.context.canManage;
  const seatsFull = data.seats !== null && data.seats.used >= data.seats.max;

  const deleted = (result: DeleteUserResult, heir: CompanyUser | null, row: CompanyUser) => {
    const counts = { aunts: result.aunts, employers: result.employers, orders: result.orders };
    void message.success(
      heir
        ? t('staff.done.deletedTo', { name: row.contact, heir: heir.contact, ...counts })
        : t('staff.done.deletedToNobody', { name: row.contact, ...counts }),
      6,
    );
    close();
    changed();
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={title}
          aside={<SeatsSummary seats={data.seats} />}
          add={canManage ? { label: t('staff.add'), onClick: () => setDialog({ kind: 'add' }) } : undefined}
        />
        {!canManage && <Alert type="info" showIcon title={t('staff.readOnly')} style={{ marginBottom: 16 }} />}
        <StaffFilterBar table={table} departmentTree={data.departmentTree} />
        <DataTable table={table} settings={settings} label={title} emptyHint={table.isFiltered ? null : t('staff.emptyHint')} />
      </Card>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <StaffFormDialog
          row={dialog.kind === 'edit' ? dialog.row : null}
          roles={data.roles}
          departmentTree={data.departmentTree}
          me={{ isAdmin: data.context.meIsAdmin, serverPermissions: data.serverPermissions }}
          demote={dialog.kind === 'edit' ? (staffRights(dialog.row, data.context)?.demote ?? 'adminOnly') : true}
          seatsFull={seatsFull}
          onClose={close}
          onSaved={(row, added) => {
            void message.success(t(added ? 'staff.done.added' : 'staff.done.saved', { name: row.contact }));
            close();
            changed();
          }}
        />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog
          row={dialog.row}
          onClose={close}
          onSaved={() => {
            void message.success(t('staff.done.password', { name: dialog.row.contact }));
            close();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteStaffDialog row={dialog.row} team={data.team.data ?? []} onClose={close} onDeleted={(result, heir) => deleted(result, heir, dialog.row)} />
      )}
      {dialog?.kind === 'auntLog' && <AuntLogDrawer row={dialog.row} onClose={close} />}
      {dialog?.kind === 'task' && (
        <TaskFormDialog
          assignee={{ userId: dialog.row.userId, contact: dialog.row.contact }}
          onClose={close}
          onSaved={(task) => {
            void message.success(t('staff.done.task', { name: dialog.row.contact, title: task.title }));
            close();
          }}
        />
      )}
    </Flex>
  );
}
