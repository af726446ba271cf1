/** The staff list's columns: name (me, admin), mobile, department, roles, state, last login, WeChat, created, actions. */
import { Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@/api/user';
import type { DataColumn } from '@/components/DataTable';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { formatRelative } from '@/domain/time';
import { StaffRowActions, type StaffAction } from './RowActions';
import { isAdminAccount, staffRights, type StaffContext } from './staffRights';
import styles from './StaffPage.module.css';
import { dateTime } from '@/domain/format';

export const STAFF_TABLE_TYPE = 'companyUsers';

export function useStaffColumns(context: StaffContext, onAction: (action: StaffAction, row: CompanyUser) => void): DataColumn<CompanyUser>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return useMemo((): DataColumn<CompanyUser>[] => {
    const c = (key: string) => t(`staff.columns.${key}`);
    const stateText = (row: CompanyUser) => t(`staff.state.${row.isEnabled}`);
    const columns: DataColumn<CompanyUser>[] = [
      {
        key: 'contact',
        title: c('contact'),
        width: 150,
        sortField: 'contact',
        render: (_, row) => (
          <span className={styles.name}>
            <span>{row.contact}</span>
            {row.userId === context.meId && <Tag color="blue">{t('staff.me')}</Tag>}
          </span>
        ),
        exportValue: (row) => row.contact,
      },
      {
        key: 'mobile',
        title: c('mobile'),
        width: 132,
        personal: 'mobile',
        render: (_, row) => (
          <PersonalValue kind="mobile" value={row.mobile} reveal={{ subject: 'staff', id: row.userId, field: 'mobile' }} allowed={context.meIsAdmin} />
        ),
        exportValue: (row) => row.mobile,
      },
      {
        key: 'department',
        title: c('department'),
        width: 110,
        render: (_, row) => row.departmentName || <span className={styles.empty}>{t('staff.none')}</span>,
        exportValue: (row) => row.departmentName,
      },
      {
        key: 'roles',
        title: c('roles'),
        width: 150,
        render: (_, row) => (
          <span className={styles.tags}>
            {row.roleNames.map((name, index) => (
              <Tag key={row.roleIds[index] ?? name} color={isAdminAccount({ roleIds: [row.roleIds[index] ?? 0] }, context) ? 'gold' : undefined}>
                {name}
              </Tag>
            ))}
          </span>
        ),
        exportValue: (row) => row.roleNames.join('、'),
      },
      {
        key: 'state',
        title: c('state'),
        width: 90,
        render: (_, row) => (
          <Tag color={row.isEnabled === 1 ? 'green' : 'default'} data-state={row.isEnabled}>
            {stateText(row)}
          </Tag>
        ),
        exportValue: stateText,
      },
      {
        key: 'lastLogin',
        title: c('lastLogin'),
        width: 130,
        sortField: 'lastLoginTime',
        render: (_, row) =>
          row.lastLoginTime ? (
            <Tooltip title={dateTime(row.lastLoginTime)}>
              <time dateTime={row.lastLoginTime}>{formatRelative(row.lastLoginTime, { lang })}</time>
            </Tooltip>
          ) : (
            <span className={styles.empty}>{t('staff.neverLoggedIn')}</span>
          ),
        exportValue: (row) => (row.lastLoginTime ? dateTime(row.lastLoginTime) : ''),
      },
      {
        key: 'wechat',
        title: c('wechat'),
        width: 140,
        render: (_, row) =>
          row.wxUserInfo ? (
            <span className={styles.wechat}>
              <Tag color="green">{t('staff.wechat.bound')}</Tag>
              <span className={styles.nickname}>{row.wxUserInfo.nickname}</span>
            </span>
          ) : (
            <span className={styles.empty}>{t('staff.wechat.unbound')}</span>
          ),
        exportValue: (row) => row.wxUserInfo?.nickname ?? '',
      },
      {
        key: 'createdTime',
        title: c('createdTime'),
        width: 140,
        sortField: 'createdTime',
        render: (_, row) => <time dateTime={row.createdTime}>{dateTime(row.createdTime)}</time>,
        exportValue: (row) => dateTime(row.createdTime),
      },
    ];
    if (context.canManage) {
      columns.push({
        key: 'actions',
        title: c('actions'),
        width: lang === 'en' ? 160 : 140,
        pinned: 'right',
        render: (_, row) => {
          const rights = staffRights(row, context);
          return rights ? <StaffRowActions row={row} rights={rights} onAction={onAction} /> : null;
        },
      });
    }
    return columns;
  }, [context, lang, onAction, t]);
}
