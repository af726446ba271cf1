/**
 * Adding a role, or renaming one: its name (1-20 characters). The server's refusal (a name in
 * use, say) shows under the field and keeps what was typed; one request at a time.
 */
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRole, edRole, type CompanyRole } from '@/api/company';
import { ROLE_LIMITS } from '@/domain/roles';
import { loadErrorText } from '@/hooks/loadError';

export type RoleNameTarget = { kind: 'add' } | { kind: 'rename'; role: CompanyRole };

interface RoleNameDialogProps {
  target: RoleNameTarget;
  onClose: () => void;
  /** The role as the server answered it. */
  onSaved: (role: CompanyRole) => void;
}

export function RoleNameDialog({ target, onClose, onSaved }: RoleNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(target.kind === 'rename' ? target.role.roleName : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = target.kind === 'add' ? t('roles.dialog.addTitle') : t('roles.dialog.renameTitle');

  const save = async () => {
    if (saving) return;
    const roleName = name.trim();
    if (!roleName) return setError(t('roles.dialog.nameRequired'));
    if (roleName.length > ROLE_LIMITS.roleName) return setError(t('roles.dialog.nameTooLong', { max: ROLE_LIMITS.roleName }));
    setSaving(true);
    try {
      const role =
        target.kind === 'add' ? await addRole({ roleName }, { silent: true }) : await edRole({ roleId: target.role.roleId, roleName }, { silent: true });
      onSaved(role);
    } catch (caught) {
      setError(loadErrorText(caught));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('roles.dialog.save')}
      cancelText={t('roles.dialog.cancel')}
      onOk={() => void save()}
      onCancel={() => !saving && onClose()}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <label htmlFor="role-name-input" style={{ display: 'block', marginBottom: 8 }}>
        {t('roles.dialog.name')}
      </label>
      <Input
        id="role-name-input"
        autoFocus
        value={name}
        placeholder={t('roles.dialog.placeholder')}
        maxLength={ROLE_LIMITS.roleName}
        showCount
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onPressEnter={() => void save()}
      />
      {error && (
        <div role="alert" style={{ color: 'var(--ant-color-error)', fontSize: 12, marginTop: 4 }}>
          {error}
        </div>
      )}
    </Modal>
  );
}
