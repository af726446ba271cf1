/**
 * A staff row's actions: edit as an icon, the rest in "more" (disable / enable, set a new password,
 * the aunt log, give a task, remove the WeChat binding, delete). What the rule (staffRights) does
 * not allow stays in the menu, disabled, with the reason beside it; the menu is mounted when the
 * user reaches for it.
 */
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@/api/user';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { useOnDemandPopup } from '@/components/DataTable/useOnDemandPopup';
import type { StaffRights, StaffVerdict } from './staffRights';
import styles from './StaffPage.module.css';

export type StaffAction = 'edit' | 'toggle' | 'password' | 'auntLog' | 'task' | 'unbindWechat' | 'delete';

export interface RowActionsProps {
  row: CompanyUser;
  rights: StaffRights;
  onAction: (action: StaffAction, row: CompanyUser) => void;
}

export function RowActions({ row, rights, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  const more = useOnDemandPopup('menu');
  const name = row.contact;
  const label = (action: string) => t('staff.actionOf', { action: t(`staff.actions.${action}`), name });
  const item = (key: StaffAction, text: string, verdict: StaffVerdict, extra: { danger?: boolean } = {}) => ({
    key,
    label: text,
    danger: extra.danger && verdict === true,
    disabled: verdict !== true,
    extra: verdict === true ? undefined : t(`staff.blocked.${verdict}`),
    onClick: () => onAction(key, row),
  });
  const items = (): MenuProps['items'] => [
    item('toggle', t(row.isEnabled === 1 ? 'staff.actions.disable' : 'staff.actions.enable'), rights.toggle),
    item('password', t('staff.actions.password'), rights.password),
    item('auntLog', t('staff.actions.auntLog'), true),
    item('task', t('staff.actions.task'), row.isEnabled === 1 ? true : 'disabledAccount'),
    ...(row.wxUserInfo ? [item('unbindWechat', t('staff.actions.unbindWechat'), rights.unbindWechat)] : []),
    { type: 'divider' as const },
    item('delete', t('staff.actions.delete'), rights.remove, { danger: true }),
  ];
  return (
    <span className={styles.rowActions}>
      <IconButton
        icon={glyph('edit')}
        label={rights.edit === true ? label('edit') : t('staff.blockedAction', { action: label('edit'), reason: t(`staff.blocked.${rights.edit}`) })}
        disabled={rights.edit !== true}
        onClick={() => onAction('edit', row)}
      />
      <IconButton icon={glyph('more')} label={label('more')} {...more.triggerProps} />
      {more.mounted && (
        <Dropdown menu={{ items: items() }} trigger={['click']} {...more.popupProps}>
          {more.anchor}
        </Dropdown>
      )}
    </span>
  );
}
