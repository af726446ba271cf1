/** The service requests' columns: contact, service type, address, wanted date, budget (yuan, per month), status, assignee, submitted, the row's actions. */
import { Typography } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAppOrder } from '@/api/companyApp';
import { canByOwnership } from '@/auth/permission';
import type { DataColumn } from '@/components/DataTable';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useAccess } from '@/stores/session';
import { CodeTag } from '@/components/order/CodeTag';
import { REQUEST_STATUS_CODES } from '@/domain/appRequestGraph';
import { dateTime, money } from '@/domain/format';

export const REQUEST_TABLE_TYPE = 'companyAppRequests';

/** The request's mobile (or address after its city and district), masked, with the eye for a user who may act on the request (its assignee's employer ownership permission). */
export function RequestPersonal({
  request,
  field = 'mobile',
}: {
  request: Pick<CompanyAppOrder, 'appOrderId' | 'mobile' | 'assigneeId' | 'cityName' | 'district' | 'address'>;
  field?: 'mobile' | 'address';
}) {
  const access = useAccess();
  return (
    <PersonalValue
      kind={field}
      value={request[field]}
      prefix={field === 'address' ? `${request.cityName}${request.district}` : ''}
      reveal={{ subject: 'appOrder', id: request.appOrderId, field }}
      allowed={access !== null && canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, request.assigneeId)}
    />
  );
}

/** City, district and the detailed address masked (whatever the server sent). */
export const addressText = (row: Pick<CompanyAppOrder, 'cityName' | 'district' | 'address'>) =>
  `${row.cityName}${row.district} ${maskAddress(row.address)}`.trim();

export function useBudgetText(): (row: Pick<CompanyAppOrder, 'budget'>) => string {
  const { t } = useTranslation();
  return useCallback((row) => (row.budget > 0 ? money(row.budget, { per: 'month' }) : t('companyApp.requests.noBudget')), [t]);
}

export function useRequestColumns(renderActions: (row: CompanyAppOrder) => ReactNode): DataColumn<CompanyAppOrder>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const budgetText = useBudgetText();
  return useMemo((): DataColumn<CompanyAppOrder>[] => {
    const c = (key: string) => t(`companyApp.requests.columns.${key}`);
    const statusText = (row: CompanyAppOrder) => t(REQUEST_STATUS_CODES.find((code) => code.value === row.status)?.labelKey ?? '');
    return [
      {
        key: 'contact',
        title: c('contact'),
        width: 150,
        render: (_, row) => (
          <div>
            <div>{row.contactName}</div>
            <Typography.Text type="secondary">
              <RequestPersonal request={row} />
            </Typography.Text>
          </div>
        ),
        exportValue: (row) => `${row.contactName} ${maskMobile(row.mobile)}`,
      },
      { key: 'serviceType', title: c('serviceType'), width: 110, render: (_, row) => row.serviceTypeName, exportValue: (row) => row.serviceTypeName },
      {
        key: 'address',
        priority: 'low',
        title: c('address'),
        width: 260,
        render: (_, row) => <RequestPersonal request={row} field="address" />,
        exportValue: addressText,
      },
      {
        key: 'wantedDate',
        priority: 'essential',
        title: c('wantedDate'),
        width: 120,
        sortField: 'wantedDate',
        render: (_, row) => row.wantedDate,
        exportValue: (row) => row.wantedDate,
      },
      { key: 'budget', title: c('budget'), width: 140, align: 'right', sortField: 'budget', render: (_, row) => budgetText(row), exportValue: budgetText },
      {
        key: 'status',
        priority: 'essential',
        title: c('status'),
        width: 100,
        render: (_, row) => <CodeTag codes={REQUEST_STATUS_CODES} value={row.status} />,
        exportValue: statusText,
      },
      {
        key: 'assignee',
        priority: 'essential',
        title: c('assignee'),
        width: 100,
        render: (_, row) => (row.assigneeId ? row.assigneeName : <Typography.Text type="secondary">{t('companyApp.requests.unassigned')}</Typography.Text>),
        exportValue: (row) => row.assigneeName,
      },
      {
        key: 'createdTime',
        priority: 'essential',
        title: c('createdTime'),
        width: 150,
        sortField: 'createdTime',
        render: (_, row) => <time dateTime={row.createdTime}>{dateTime(row.createdTime)}</time>,
        exportValue: (row) => dateTime(row.createdTime),
      },
      {
        key: 'actions',
        title: c('actions'),
        // RowActions: 详情, 转为客户 and 更多 at most.
        width: lang === 'en' ? 190 : 170,
        pinned: 'right',
        render: (_, row) => renderActions(row),
      },
    ];
  }, [budgetText, lang, renderActions, t]);
}
