/**
 * Departments (role page 'CompanyDepartments', /company/departments, component
 * 'company/departments'): the company's department tree with each department's staff; for a
 * manager (company.manage) add (top level or under a department), edit (rename, move under another
 * parent: never itself or one below it), move up / down among its siblings and delete (confirmed;
 * the server refuses while staff or sub-departments remain, and its words are shown).
 */
import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteDepartment, saveDepartment } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { queryClient } from '@/api/queryClient';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { RecordLoading } from '@/components/RecordStates';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { useCanManageCompany } from '../companyManage';
import { DepartmentDialog, type DepartmentDialogMode } from './DepartmentDialog';
import { DepartmentTable } from './DepartmentTable';
import { departmentRows, type DepartmentRow } from './departmentTree';
import '@/i18n/texts/departments';

const refreshDepartments = () => void queryClient.invalidateQueries({ queryKey: companyQueries.all });

export default function DepartmentsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canManage = useCanManageCompany();
  const departments = useQueryData(companyQueries.departments());
  const rows = useMemo(() => departmentRows(departments.data ?? []), [departments.data]);
  const [dialog, setDialog] = useState<DepartmentDialogMode | null>(null);
  const d = (key: string, values?: Record<string, unknown>) => t(`departments.${key}`, values);

  // One write at a time over the whole tree (the sort positions move together), then the tree reloads whatever came of it.
  const mutation = useConfirmedMutation();
  const busy = mutation.anyBusy;
  const TREE = 'tree';

  const move = (row: DepartmentRow, step: -1 | 1) =>
    // The table itself shows the new order (no toast for each step).
    void mutation.run({
      key: TREE,
      mutate: (options) => saveDepartment({ departmentId: row.key, sort: row.index + 1 + step }, options),
      onSettled: refreshDepartments,
    });

  const remove = (row: DepartmentRow) => {
    const name = row.department.departmentName;
    void mutation.run({
      key: TREE,
      confirm: { title: d('deleteTitle', { name }), content: d('deleteContent'), okText: d('deleteOk'), cancelText: d('dialog.cancel'), danger: true },
      mutate: (options) => deleteDepartment({ departmentId: row.key }, options),
      success: d('deleted'),
      showError: (text) => void modal.error({ title: d('deleteRefused', { name }), content: text }),
      onSettled: refreshDepartments,
    });
  };

  let body;
  if (departments.data) {
    body = (
      <Card>
        <DepartmentTable
          rows={rows}
          canManage={canManage}
          busy={busy}
          onAddChild={(row) => setDialog({ kind: 'add', parentId: row.key })}
          onEdit={(row) => setDialog({ kind: 'edit', department: row.department })}
          onMove={move}
          onDelete={remove}
        />
      </Card>
    );
  } else if (departments.error) {
    body = (
      <Card>
        <Alert
          type="error"
          showIcon
          title={d('loadFailed', { message: departments.error })}
          action={<Button onClick={departments.reload}>{d('retry')}</Button>}
        />
      </Card>
    );
  } else {
    body = <RecordLoading testId="departments-loading" rows={6} />;
  }

  return (
    <Flex vertical gap={16}>
      <PageHeaderCard
        title={d('title')}
        subtitle={d('subtitle')}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} disabled={!departments.data || busy} onClick={() => setDialog({ kind: 'add', parentId: 0 })}>
              {d('add')}
            </Button>
          )
        }
      />
      {!canManage && <Alert type="info" showIcon title={d('readOnly')} />}
      {body}
      {dialog && departments.data && (
        <DepartmentDialog
          mode={dialog}
          departments={departments.data}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void message.success(d('saved'));
            refreshDepartments();
          }}
        />
      )}
    </Flex>
  );
}
