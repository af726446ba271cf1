/**
 * Roles (role page 'CompanyRoles', /company/roles, component 'company/roles'): the company's roles
 * with how many staff hold each; add, rename, delete (a role of the company's own making that no
 * account holds); and the chosen role's menu pages (a tree) and permissions (grouped by area, the
 * ownership triples as a grid). A change reaches staff at their next page load. Unsaved changes
 * are asked about before switching role or leaving the page.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Row } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyPaths, delRole, type CompanyRole } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { useCallOffered } from '@/api/optional';
import { hasPermission } from '@/auth/permission';
import { ourPermissionName } from '@/auth/userInfo';
import { tellIfUnavailable } from '@/components/FeatureUnavailable';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { RecordLoading } from '@/components/RecordStates';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { usePageState } from '@/hooks/pageMemory';
import { useQueryData } from '@/hooks/useQueryData';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { useAccess, useSession } from '@/stores/session';
import { pagePicker } from './pageSelection';
import { permissionLayout } from './permissionLayout';
import { RoleEditor, type EditorState } from './RoleEditor';
import { RoleList } from './RoleList';
import { RoleNameDialog, type RoleNameTarget } from './RoleNameDialog';
import '@/i18n/texts/roles';

export default function CompanyRolesPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const deletion = useConfirmedMutation();
  const access = useAccess();
  const sessionPages = useSession((state) => state.pages);
  const canManage = access !== null && hasPermission(access, FEATURE_PERMISSIONS.roleManage);
  const isAdmin = access?.isAdmin ?? false;
  // Deleting a role is ours (not in the spec): a server without it leaves the button disabled, saying why.
  const deleteOffered = useCallOffered(companyPaths.delRole);

  const roles = useQueryData(companyQueries.roles());
  const pages = useQueryData(companyQueries.pages());
  const permissions = useQueryData(companyQueries.allPermissions());
  const own = useQueryData(companyQueries.ownPermissions(), { enabled: canManage && !isAdmin });
  const [selectedId, setSelectedId] = usePageState<number | null>('roles.selected', null);
  const [dialog, setDialog] = useState<RoleNameTarget | null>(null);
  /** A role just added, listed until the list asked again has it. */
  const [added, setAdded] = useState<CompanyRole | null>(null);
  const editor = useRef<EditorState>({ dirty: false, saving: false });
  const onEditorState = useCallback((state: EditorState) => {
    editor.current = state;
  }, []);

  useLeaveGuard(
    useCallback(() => editor.current.dirty, []),
    { title: t('roles.leave.title'), content: t('roles.leave.content'), ok: t('roles.leave.ok'), cancel: t('roles.leave.cancel') },
  );

  const picker = useMemo(() => (pages.data ? pagePicker(pages.data) : null), [pages.data]);
  const layout = useMemo(() => (permissions.data ? permissionLayout(permissions.data, ourPermissionName) : null), [permissions.data]);
  const heldPages = useMemo(() => (isAdmin ? null : new Set(sessionPages.map((page) => page.pageId))), [isAdmin, sessionPages]);
  const heldPermissions = useMemo(() => (isAdmin ? null : new Set((own.data ?? []).map((row) => row.permissionId))), [isAdmin, own.data]);

  const list = useMemo(() => {
    const rows = roles.data ?? [];
    return added && !rows.some((role) => role.roleId === added.roleId) ? [...rows, added] : rows;
  }, [roles.data, added]);
  const selected = list.find((role) => role.roleId === selectedId) ?? list[0] ?? null;

  const select = (role: CompanyRole) => {
    if (role.roleId === selected?.roleId || editor.current.saving) return;
    if (!editor.current.dirty) return setSelectedId(role.roleId);
    modal.confirm({
      title: t('roles.switch.title', { name: selected?.roleName ?? '' }),
      content: t('roles.switch.content'),
      okText: t('roles.switch.ok'),
      cancelText: t('roles.switch.cancel'),
      onOk: () => {
        editor.current = { dirty: false, saving: false };
        setSelectedId(role.roleId);
      },
    });
  };

  const remove = (role: CompanyRole) =>
    void deletion.run({
      key: role.roleId,
      confirm: {
        title: t('roles.list.deleteTitle', { name: role.roleName }),
        content: t('roles.list.deleteContent'),
        okText: t('roles.list.delete'),
        cancelText: t('roles.dialog.cancel'),
        danger: true,
      },
      mutate: (options) => delRole({ roleId: role.roleId }, options),
      success: t('roles.list.deleted', { name: role.roleName }),
      onDone: () => {
        if (role.roleId === selected?.roleId) setSelectedId(null);
        setAdded((current) => (current?.roleId === role.roleId ? null : current));
        roles.reload();
      },
      showError: (text, error) => {
        if (!tellIfUnavailable(error)) modal.error({ title: t('roles.list.deleteTitle', { name: role.roleName }), content: text });
      },
    });

  const failed = roles.error ?? pages.error ?? permissions.error;
  let content;
  if (!roles.data || !picker || !layout) {
    content = failed ? (
      <Card>
        <Alert
          type="error"
          showIcon
          title={t('roles.loadFailed', { message: failed })}
          action={
            <Button
              onClick={() => {
                roles.reload();
                pages.reload();
                permissions.reload();
              }}
            >
              {t('roles.retry')}
            </Button>
          }
        />
      </Card>
    ) : (
      <RecordLoading testId="roles-loading" rows={8} />
    );
  } else {
    content = (
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} lg={9} xxl={7}>
          <RoleList
            roles={list}
            selectedId={selected?.roleId ?? null}
            canManage={canManage}
            deleteOffered={deleteOffered}
            onSelect={select}
            onRename={(role) => setDialog({ kind: 'rename', role })}
            onDelete={remove}
          />
        </Col>
        <Col xs={24} lg={15} xxl={17}>
          {selected ? (
            <RoleEditor
              key={selected.roleId}
              role={selected}
              picker={picker}
              layout={layout}
              canManage={canManage}
              heldPages={heldPages}
              heldPermissions={heldPermissions}
              onStateChange={onEditorState}
            />
          ) : (
            <Card>{t('roles.editor.noRole')}</Card>
          )}
        </Col>
      </Row>
    );
  }

  return (
    <>
      <PageHeaderCard
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
              {t('roles.add')}
            </Button>
          )
        }
      />
      {content}
      {dialog && (
        <RoleNameDialog
          target={dialog}
          onClose={() => setDialog(null)}
          onSaved={(role) => {
            setDialog(null);
            roles.reload();
            if (dialog.kind === 'add') {
              setAdded(role);
              void message.success(t('roles.dialog.added', { name: role.roleName }));
              // Straight to the new role's pages and permissions, unless unsaved edits are open.
              if (!editor.current.dirty && !editor.current.saving) setSelectedId(role.roleId);
            } else void message.success(t('roles.dialog.renamed', { name: role.roleName }));
          }}
        />
      )}
    </>
  );
}
