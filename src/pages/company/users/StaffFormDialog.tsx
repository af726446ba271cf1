/**
 * Add or edit a staff account: name, mobile, the initial password (adding only), department (the
 * tree) and roles (at least one). Roles the signed-in user may not give are offered disabled with
 * the reason; the administrator role stays on an account that must keep it (oneself, the last
 * enabled administrator). One request at a time; a refusal keeps what was typed: the seat limit
 * shows the server's words with the link to the vip page, any other refusal its words in place.
 */
import { isMasked } from '@/domain/personalData';
import { Alert, Form, Input, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { USER_CODES, addUser, changeUser, type CompanyUser, type SysRole } from '@/api/user';
import { ROLE_KEYS } from '@/domain/permissions';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { SeatLimitNotice, VIP_PATH } from './Seats';
import { roleGrantBlock, type StaffVerdict } from './staffRights';
import type { DepartmentOption } from './useStaffData';

export const CONTACT_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
const MOBILE_RE = /^1[3-9]\d{9}$/;

interface Values {
  contact: string;
  mobile: string;
  password?: string;
  departmentId?: number | null;
  roleIds: number[];
}

export interface StaffFormDialogProps {
  /** The account edited; null to add one. */
  row: CompanyUser | null;
  roles: SysRole[];
  departmentTree: DepartmentOption[];
  me: { isAdmin: boolean; serverPermissions: ReadonlySet<string> };
  /** May the administrator role be taken from this account (edit only). */
  demote: StaffVerdict;
  /** Seats are all used (adding will be refused): said before the user types. */
  seatsFull: boolean;
  onClose: () => void;
  onSaved: (row: CompanyUser, added: boolean) => void;
}

export function StaffFormDialog({ row, roles, departmentTree, me, demote, seatsFull, onClose, onSaved }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, error: refusal, submit } = useFormSubmit(form);
  const [seatLimit, setSeatLimit] = useState(false);
  const navigate = useNavigate();
  const adding = row === null;
  const f = (key: string) => t(`staff.form.${key}`);
  const adminRoleIds = roles.filter((role) => role.roleKey === ROLE_KEYS.admin).map((role) => role.roleId);
  const lockedAdmin = !adding && demote !== true ? row.roleIds.filter((id) => adminRoleIds.includes(id)) : [];
  const roleOptions = roles.map((role) => {
    const held = row?.roleIds.includes(role.roleId) ?? false;
    const block = held ? null : roleGrantBlock(role, me);
    const locked = lockedAdmin.includes(role.roleId);
    return {
      value: role.roleId,
      label: block ? `${role.roleName}（${t(`staff.form.grant.${block}`)}）` : role.roleName,
      // A disabled option's tag cannot be removed: the administrator role stays where it must.
      disabled: block !== null || locked,
    };
  });

  const save = () =>
    submit(
      async (values) => {
        const common = { contact: values.contact.trim(), mobile: values.mobile.trim(), roleIds: values.roleIds };
        try {
          return adding
            ? await addUser(
                { ...common, password: values.password ?? '', ...(values.departmentId ? { departmentId: values.departmentId } : {}) },
                { silent: true },
              )
            : await changeUser({ userId: row.userId, ...common, departmentId: values.departmentId ?? null }, { silent: true });
        } catch (failure) {
          setSeatLimit(isApiError(failure) && failure.code === USER_CODES.seatLimit);
          throw failure;
        }
      },
      (saved) => onSaved(saved, adding),
    );

  return (
    <RecordFormModal
      title={adding ? f('addTitle') : t('staff.form.editTitle', { name: row.contact })}
      form={form}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      {adding && seatsFull && !refusal && <Alert type="info" showIcon title={f('seatsFull')} style={{ marginBottom: 16 }} />}
      {refusal && (
        <div style={{ marginBottom: 16 }} data-testid="staff-form-refusal">
          {seatLimit ? (
            <SeatLimitNotice
              message={refusal}
              onUpgrade={() => {
                onClose();
                void navigate(VIP_PATH);
              }}
            />
          ) : (
            <Alert type="error" showIcon role="alert" title={refusal} />
          )}
        </div>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={row ? { contact: row.contact, mobile: row.mobile, departmentId: row.departmentId ?? undefined, roleIds: row.roleIds } : { roleIds: [] }}
      >
        <Form.Item
          name="contact"
          label={f('contact')}
          rules={[
            { required: true, whitespace: true, message: f('contactRequired') },
            { max: CONTACT_MAX, message: t('staff.form.contactMax', { max: CONTACT_MAX }) },
          ]}
        >
          <Input autoComplete="off" maxLength={CONTACT_MAX + 10} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={f('mobile')}
          extra={adding ? f('mobileHint') : undefined}
          rules={[
            { required: true, message: f('mobileRequired') },
            {
              // The mask it was shown, left as it is, keeps the stored mobile (the server's rule).
              validator: (_, value?: string) =>
                !value || MOBILE_RE.test(value.trim()) || (isMasked(value) && value === row?.mobile)
                  ? Promise.resolve()
                  : Promise.reject(new Error(f('mobileInvalid'))),
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={11} />
        </Form.Item>
        {adding && (
          <Form.Item
            name="password"
            label={f('password')}
            extra={t('staff.form.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            rules={[
              { required: true, message: f('passwordRequired') },
              { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('staff.form.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="departmentId" label={f('department')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={f('departmentPlaceholder')}
            treeData={departmentTree}
            showSearch={{ treeNodeFilterProp: 'title' }}
            notFoundContent={f('noDepartments')}
          />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={f('roles')}
          extra={lockedAdmin.length > 0 && demote !== true ? t(`staff.form.adminKept.${demote}`) : undefined}
          rules={[{ required: true, type: 'array', min: 1, message: f('rolesRequired') }]}
        >
          <Select<number[]>
            mode="multiple"
            virtual={false}
            options={roleOptions}
            placeholder={f('rolesPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </RecordFormModal>
  );
}
