/**
 * A service request's details (a drawer from its row): the customer, the need, how it is being
 * handled (status, assignee, why it was closed, the employer and job it became), its history step
 * by step, and the same steps as its row (in the footer). It shows the row as the list last answered it.
 */
import { Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyAppOrder, CompanyAppOrderStep } from '@/api/companyApp';
import { DetailSection, fullDateTime } from '@/components/DetailGrid';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { CodeTag } from '@/components/order/CodeTag';
import { REQUEST_STATUS_CODES } from '@/domain/appRequestGraph';
import { RecordAccessSection } from '@/components/personal/RecordAccessSection';
import { RequestPersonal, useBudgetText } from './columns';
import { pageLink } from '@/app/pageLinks';
import { dateTime } from '@/domain/format';

interface RequestDrawerProps {
  request: CompanyAppOrder | null;
  onClose: () => void;
  renderActions: (request: CompanyAppOrder) => ReactNode;
}

export function RequestDrawer({ request, onClose, renderActions }: RequestDrawerProps) {
  const { t } = useTranslation();
  return (
    <DetailsDrawer
      open={request !== null}
      title={t('companyApp.requests.details.title')}
      name={request?.contactName}
      onClose={onClose}
      actions={request ? renderActions(request) : null}
    >
      {request && <RequestFacts request={request} />}
      {request && <RecordAccessSection subject="appOrder" id={request.appOrderId} />}
    </DetailsDrawer>
  );
}

function stepText(step: CompanyAppOrderStep, t: (key: string, values?: Record<string, unknown>) => string): string {
  return t(`companyApp.requests.history.${step.action}`, { user: step.userName, to: step.toUserName ?? '' });
}

function RequestFacts({ request }: { request: CompanyAppOrder }) {
  const { t } = useTranslation();
  const budgetText = useBudgetText();
  const d = (key: string) => t(`companyApp.requests.details.${key}`);
  return (
    <>
      <DetailSection
        title={d('customer')}
        items={[
          { key: 'contact', label: d('contact'), value: request.contactName },
          { key: 'mobile', label: d('mobile'), value: <RequestPersonal request={request} /> },
          { key: 'member', label: d('member'), value: request.memberNickname },
          { key: 'createdTime', label: d('createdTime'), value: fullDateTime(request.createdTime) },
        ]}
      />
      <DetailSection
        title={d('need')}
        items={[
          { key: 'serviceType', label: d('serviceType'), value: request.serviceTypeName },
          { key: 'wantedDate', label: d('wantedDate'), value: request.wantedDate },
          { key: 'budget', label: d('budget'), value: budgetText(request) },
          { key: 'address', label: d('address'), value: <RequestPersonal request={request} field="address" />, wide: true },
          { key: 'remarks', label: d('remarks'), value: request.remarks, wide: true, multiline: true },
        ]}
      />
      <DetailSection
        title={d('handling')}
        items={[
          { key: 'status', label: d('status'), value: <CodeTag codes={REQUEST_STATUS_CODES} value={request.status} /> },
          { key: 'assignee', label: d('assignee'), value: request.assigneeId ? request.assigneeName : t('companyApp.requests.unassigned') },
          ...(request.closeReason
            ? [
                {
                  key: 'closeReason',
                  label: d('closeReason'),
                  value: [t(`companyApp.requests.closeReason.${request.closeReason}`), request.closeRemark].filter(Boolean).join('：'),
                  wide: true,
                },
              ]
            : []),
          ...(request.employerId !== null
            ? [{ key: 'employer', label: d('employer'), value: <Link to={pageLink.employerDetail(request.employerId)}>{request.employerName}</Link> }]
            : []),
          ...(request.jobId !== null ? [{ key: 'job', label: d('job'), value: request.jobTitle }] : []),
        ]}
      />
      <h3>{d('history')}</h3>
      <Timeline
        items={request.history
          .slice()
          .reverse()
          .map((step, index) => ({ key: `${step.time}-${index}`, content: `${dateTime(step.time)}  ${stepText(step, t)}` }))}
      />
    </>
  );
}
