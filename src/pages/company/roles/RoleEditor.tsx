/**
 * One role's menu pages and permissions, each saved on its own (a save sends the whole set and
 * replaces the stored one). AGENCY_ADMIN is shown all-powerful and read-only; a user without
 * role.manage only looks; a manager who is not an admin changes only what they hold. A save runs
 * one at a time with the editor locked; a refused save keeps the edits and says why.
 */
import { Alert, App, Button, Card, Flex, Form, Skeleton, Space, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPermission, setRolePage, type CompanyRole } from '@/api/company';
import { isEditableRole } from '@/domain/roles';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { PagesPanel } from './PagesPanel';
import { PermissionsPanel } from './PermissionsPanel';
import { checkedOf, pageIdsToSave, sameIds, type PagePicker } from './pageSelection';
import type { PermissionLayout } from './permissionLayout';
import styles from './RoleEditor.module.css';
import { useRolePower } from './useRolePower';

type Part = 'pages' | 'permissions';

export interface EditorState {
  dirty: boolean;
  saving: boolean;
}

interface RoleEditorProps {
  role: CompanyRole;
  picker: PagePicker;
  layout: PermissionLayout;
  /** The user holds role.manage. */
  canManage: boolean;
  /** The pages / permissions the user may grant or remove; null: all (an admin). */
  heldPages: ReadonlySet<number> | null;
  heldPermissions: ReadonlySet<number> | null;
  /** Told whenever the unsaved or saving state changes (and { false, false } when the editor goes). */
  onStateChange: (state: EditorState) => void;
}

const ascending = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

export function RoleEditor({ role, picker, layout, canManage, heldPages, heldPermissions, onStateChange }: RoleEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { power, error, retry, refresh } = useRolePower(role.roleId);
  const [pagesDraft, setPagesDraft] = useState<number[] | null>(null);
  const [permissionsDraft, setPermissionsDraft] = useState<number[] | null>(null);
  // THE form save (no fields of antd's: the drafts are the values): one save at a time over both parts, a refusal kept in `error`.
  const [form] = Form.useForm();
  const [part, setPart] = useState<Part>('pages');
  const { saving: sending, error: failure, setError, submit } = useFormSubmit<unknown, true>(form, { check: async () => true });
  const saving = sending ? part : null;
  const saveError = failure ? { part, message: failure } : null;
  const [tab, setTab] = useState<Part>('pages');

  const storedChecked = useMemo(() => (power ? checkedOf(picker, power.pageIds) : []), [power, picker]);
  const storedPages = useMemo(() => pageIdsToSave(picker, storedChecked), [picker, storedChecked]);
  const checked = pagesDraft ?? storedChecked;
  const pagesToSave = useMemo(() => pageIdsToSave(picker, checked), [picker, checked]);
  const storedPermissions = useMemo(() => power?.permissionIds ?? [], [power]);
  const chosenPermissions = useMemo(() => new Set(permissionsDraft ?? storedPermissions), [permissionsDraft, storedPermissions]);
  const pagesDirty = pagesDraft !== null && !sameIds(pagesToSave, storedPages);
  const permissionsDirty = permissionsDraft !== null && !sameIds(permissionsDraft, storedPermissions);
  const dirty = pagesDirty || permissionsDirty;

  useEffect(() => onStateChange({ dirty, saving: saving !== null }), [dirty, saving, onStateChange]);
  useEffect(() => () => onStateChange({ dirty: false, saving: false }), [onStateChange]);

  const editable = isEditableRole(role.roleKey) && canManage;
  const locked = !editable || saving !== null;

  const save = (which: Part) => {
    if (saving || !power) return;
    setPart(which);
    void submit(
      async () => {
        if (which === 'pages') await setRolePage({ roleId: role.roleId, pageIds: pagesToSave }, { silent: true });
        else await setPermission({ roleId: role.roleId, permissionIds: ascending(chosenPermissions) }, { silent: true });
        // The stored state as the server now answers it; the edits stay on screen until it is there.
        await refresh().catch(() => undefined);
      },
      () => {
        if (which === 'pages') setPagesDraft(null);
        else setPermissionsDraft(null);
        void message.success(t('roles.editor.saved'));
      },
    );
  };

  const undo = (part: Part) => {
    setError(null);
    if (part === 'pages') setPagesDraft(null);
    else setPermissionsDraft(null);
  };

  const notice = !isEditableRole(role.roleKey)
    ? t('roles.editor.adminNotice')
    : !canManage
      ? t('roles.editor.readOnly')
      : heldPages !== null
        ? t('roles.editor.heldOnly')
        : null;

  // Sticky: the tree is long, its save stays in view.
  const footer = (part: Part, isDirty: boolean, summary: string) => (
    <Flex vertical gap={12} className={styles.footer}>
      {saveError?.part === part && <Alert type="error" showIcon title={t('roles.editor.saveFailed', { message: saveError.message })} />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <span style={{ color: 'var(--ant-color-text-secondary)' }}>{summary}</span>
        {editable && (
          <Space>
            <Button disabled={!isDirty || saving !== null} onClick={() => undo(part)}>
              {t('roles.editor.undo')}
            </Button>
            <Button type="primary" disabled={!isDirty || (saving !== null && saving !== part)} loading={saving === part} onClick={() => save(part)}>
              {part === 'pages' ? t('roles.editor.savePages') : t('roles.editor.savePermissions')}
            </Button>
          </Space>
        )}
      </Flex>
    </Flex>
  );

  const unsaved = (isDirty: boolean) =>
    isDirty ? (
      <Tag color="orange" variant="filled" style={{ marginInlineStart: 6 }}>
        {t('roles.editor.unsaved')}
      </Tag>
    ) : null;

  let body;
  if (error) {
    body = (
      <Alert type="error" showIcon title={t('roles.editor.loadFailed', { message: error })} action={<Button onClick={retry}>{t('roles.retry')}</Button>} />
    );
  } else if (!power) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const shownChosen = pagesToSave.filter((id) => picker.shown.has(id)).length;
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Part)}
        items={[
          {
            key: 'pages',
            label: (
              <span>
                {t('roles.editor.pages')}
                {unsaved(pagesDirty)}
              </span>
            ),
            children: (
              <>
                <p style={{ margin: '0 0 12px', color: 'var(--ant-color-text-secondary)' }}>{t('roles.editor.pagesHelp')}</p>
                <PagesPanel
                  picker={picker}
                  leaves={checked}
                  onChange={(leaves) => {
                    setError(null);
                    setPagesDraft(leaves);
                  }}
                  readOnly={locked}
                  held={editable ? heldPages : null}
                  label={t('roles.editor.pagesLabel', { name: role.roleName })}
                />
                {footer('pages', pagesDirty, t('roles.editor.pagesCount', { count: shownChosen }))}
              </>
            ),
          },
          {
            key: 'permissions',
            label: (
              <span>
                {t('roles.editor.permissions')}
                {unsaved(permissionsDirty)}
              </span>
            ),
            children: (
              <>
                <PermissionsPanel
                  layout={layout}
                  chosen={chosenPermissions}
                  readOnly={locked}
                  held={editable ? heldPermissions : null}
                  onToggle={(id, on) => {
                    setError(null);
                    const next = new Set(chosenPermissions);
                    if (on) next.add(id);
                    else next.delete(id);
                    setPermissionsDraft(ascending(next));
                  }}
                />
                {footer('permissions', permissionsDirty, t('roles.editor.permissionsCount', { count: chosenPermissions.size }))}
              </>
            ),
          },
        ]}
      />
    );
  }

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{role.roleName}</h2>} data-testid="role-editor">
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 12 }} />}
      <Form form={form} component={false}>
        {body}
      </Form>
    </Card>
  );
}
