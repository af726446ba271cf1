/** The members' columns: who they are, how they came, their rank and consultant, what they brought in (requests, orders, spend), the employer they became, activity, and the row's action. */
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/DataTable/RowActions';
import { Link } from 'react-router-dom';
import type { Member } from '@/api/companyApp';
import { canByOwnership } from '@/auth/permission';
import { personalColumn } from '@/components/personal/personalColumn';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useAccess } from '@/stores/session';
import type { DataColumn } from '@/components/DataTable';
import { CodeTag } from '@/components/order/CodeTag';
import { MEMBER_RANK_CODES } from '@/domain/companyAppCodes';
import { pageLink } from '@/app/pageLinks';
import { dateTime, money } from '@/domain/format';

export const MEMBER_TABLE_TYPE = 'companyAppMembers';

export function useMemberColumns(toEmployer: (member: Member) => void): DataColumn<Member>[] {
  const { t } = useTranslation();
  const access = useAccess();
  return useMemo((): DataColumn<Member>[] => {
    const c = (key: string) => t(`companyApp.members.columns.${key}`);
    const sourceText = (member: Member) => t(`companyApp.codes.memberSource.${member.source}`);
    return [
      {
        key: 'member',
        title: c('member'),
        width: 150,
        render: (_, member) => (
          <div>
            <div>{member.nickname}</div>
            {member.realName && <Typography.Text type="secondary">{member.realName}</Typography.Text>}
          </div>
        ),
        exportValue: (member) => member.nickname,
      },
      {
        key: 'mobile',
        title: c('mobile'),
        width: 130,
        ...personalColumn<Member>('mobile', (member) => ({
          value: member.mobile,
          subject: 'member',
          id: member.memberId,
          allowed: access !== null && canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, member.userId),
        })),
      },
      { key: 'source', title: c('source'), width: 110, render: (_, member) => sourceText(member), exportValue: sourceText },
      {
        key: 'rank',
        title: c('rank'),
        width: 100,
        render: (_, member) => <CodeTag codes={MEMBER_RANK_CODES} value={member.rank} />,
        exportValue: (member) => t(`companyApp.codes.rank.${member.rank}`),
      },
      { key: 'consultant', title: c('consultant'), width: 100, render: (_, member) => member.userName, exportValue: (member) => member.userName },
      {
        key: 'requests',
        title: c('requests'),
        width: 90,
        align: 'right',
        render: (_, member) => member.requestCount,
        exportValue: (member) => member.requestCount,
      },
      {
        key: 'orders',
        title: c('orders'),
        width: 90,
        align: 'right',
        sortField: 'orderCount',
        render: (_, member) => member.orderCount,
        exportValue: (member) => member.orderCount,
      },
      {
        key: 'spend',
        title: c('spend'),
        width: 120,
        align: 'right',
        sortField: 'spend',
        render: (_, member) => money(member.spend),
        exportValue: (member) => member.spend,
      },
      {
        key: 'employer',
        title: c('employer'),
        width: 110,
        render: (_, member) => (member.employerId ? <Link to={pageLink.employerDetail(member.employerId)}>{member.employerName}</Link> : null),
        exportValue: (member) => member.employerName,
      },
      {
        key: 'lastActive',
        title: c('lastActive'),
        width: 150,
        sortField: 'lastActiveTime',
        render: (_, member) => dateTime(member.lastActiveTime),
        exportValue: (member) => dateTime(member.lastActiveTime),
      },
      {
        key: 'createdTime',
        title: c('createdTime'),
        width: 150,
        sortField: 'createdTime',
        render: (_, member) => dateTime(member.createdTime),
        exportValue: (member) => dateTime(member.createdTime),
      },
      {
        key: 'actions',
        title: c('actions'),
        width: 130,
        pinned: 'right',
        render: (_, member) => (
          <RowActions actions={[!member.employerId && { key: 'toEmployer', label: t('companyApp.members.toEmployer'), onClick: () => toEmployer(member) }]} />
        ),
      },
    ];
  }, [access, t, toEmployer]);
}
