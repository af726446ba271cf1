/**
 * A staff row's actions (RowActions): 编辑 and 停用 / 启用 in sight, the rest under 更多 (set a new
 * password, the aunt log, give a task, remove the WeChat binding, delete last). What the rule
 * (staffRights) does not allow now is disabled, with the reason as its hint.
 */
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@/api/user';
import { RowActions, type RowAction } from '@/components/DataTable/RowActions';
import type { StaffRights, StaffVerdict } from './staffRights';

export type StaffAction = 'edit' | 'toggle' | 'password' | 'auntLog' | 'task' | 'unbindWechat' | 'delete';

export interface StaffRowActionsProps {
  row: CompanyUser;
  rights: StaffRights;
  onAction: (action: StaffAction, row: CompanyUser) => void;
}

export function StaffRowActions({ row, rights, onAction }: StaffRowActionsProps) {
  const { t } = useTranslation();
  const action = (key: StaffAction, label: string, verdict: StaffVerdict, danger = false): RowAction => ({
    key,
    label,
    danger,
    disabled: verdict !== true,
    hint: verdict === true ? undefined : t(`staff.blocked.${verdict}`),
    onClick: () => onAction(key, row),
  });
  return (
    <RowActions
      actions={[
        action('edit', t('staff.actions.edit'), rights.edit),
        action('toggle', t(row.isEnabled === 1 ? 'staff.actions.disable' : 'staff.actions.enable'), rights.toggle),
        action('password', t('staff.actions.password'), rights.password),
        action('auntLog', t('staff.actions.auntLog'), true),
        action('task', t('staff.actions.task'), row.isEnabled === 1 ? true : 'disabledAccount'),
        Boolean(row.wxUserInfo) && action('unbindWechat', t('staff.actions.unbindWechat'), rights.unbindWechat),
        action('delete', t('staff.actions.delete'), rights.remove, true),
      ]}
    />
  );
}
