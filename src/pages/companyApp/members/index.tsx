/**
 * Members of the mini-program (role page 'CompanyAppMembers', /company-app/members, component
 * 'companyApp/members'): the registered members with their source, rank, consultant and what they
 * brought in, searched and filtered on the shared list machinery, exported; a member who is not an
 * employer yet can be turned into one through the employer form, filled with their name, mobile and
 * gender (the list then links the employer: same mobile); the list answers the mobile masked, so the
 * conversion first reveals it with a reason (components/personal useRevealForForm).
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMembers, type Member, type MemberQuery } from '@/api/companyApp';
import { ListPageHeader, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { ExportableList } from '../shared/ExportableList';
import { EmployerFormDrawer } from '@/components/employer';
import { useRevealForForm, type RevealedValue } from '@/components/personal/useRevealForForm';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton } from '@/components/filters';
import { MEMBER_RANKS, MEMBER_SOURCES } from '@/domain/companyAppCodes';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { CodeFilter } from '../shared/CodeFilter';
import { MEMBER_TABLE_TYPE, useMemberColumns } from './columns';
import '@/i18n/texts/companyApp';

type MemberFilter = Omit<MemberQuery, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;
const INITIAL_FILTER: MemberFilter = {};
const MEMBERS: ListSource<Member, MemberFilter> = {
  queryKey: companyAppQueries.list('members'),
  fetch: (query, signal) => getMembers(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(MEMBERS);
/** Source 网络平台 (domain/employerCodes): the mini-program is one. */
const ONLINE_SOURCE = 4;

/** Members' names and mobiles: every export is logged. */
const EXPORT_PRIVACY: ExportPrivacy<Member> = { list: 'member', subject: 'member', idOf: (member) => member.memberId };

export default function CompanyAppMembersPage() {
  const { t } = useTranslation();
  const table = useTable<Member, MemberFilter>({ ...MEMBERS, memoryKey: 'companyApp.members', rowKey: (member) => member.memberId });
  const { filter, patchFilter, refresh } = table;
  const [converting, setConverting] = useState<{ member: Member; mobile: RevealedValue } | null>(null);
  const { ask: askMobile, dialog: revealDialog } = useRevealForForm();
  const toEmployer = useCallback(
    (member: Member) =>
      askMobile({ subject: 'member', id: member.memberId, field: 'mobile', kind: 'mobile' }, member.mobile, (mobile) => setConverting({ member, mobile })),
    [askMobile],
  );
  const columns = useMemberColumns(toEmployer);
  const settings = useColumnSettings(MEMBER_TABLE_TYPE, columns);
  const exporter = useTableExport<Member>();
  const f = (key: string) => t(`companyApp.members.filters.${key}`);
  const title = t('companyApp.members.title');

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader title={title} />
        <FilterRow label={f('label')} widths={{ keyword: 240, select: 140 }}>
          <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
          <CodeFilter
            label={f('source')}
            values={MEMBER_SOURCES}
            labelKey={(value) => `companyApp.codes.memberSource.${value}`}
            value={filter.source}
            onChange={(source) => patchFilter({ source })}
          />
          <CodeFilter
            label={f('rank')}
            values={MEMBER_RANKS}
            labelKey={(value) => `companyApp.codes.rank.${value}`}
            value={filter.rank}
            onChange={(rank) => patchFilter({ rank })}
          />
          <CodeFilter
            label={f('isEmployer')}
            values={[1, 0] as const}
            labelKey={(value) => `companyApp.members.filters.${value === 1 ? 'employerYes' : 'employerNo'}`}
            value={filter.isEmployer}
            onChange={(isEmployer) => patchFilter({ isEmployer })}
          />
          <CreatedDateFilter
            value={filter.createdTime}
            onChange={(createdTime) => patchFilter({ createdTime })}
            emptyLabel={f('date')}
            clearLabel={t('companyApp.common.clearDate')}
          />
          <ResetFilterButton table={table} label={f('reset')} />
        </FilterRow>
        <ExportableList section="members" table={table} settings={settings} exporter={exporter} privacy={EXPORT_PRIVACY} />
      </Card>
      <EmployerFormDrawer
        open={converting !== null}
        employer={null}
        prefill={
          converting
            ? {
                employerName: converting.member.realName || converting.member.nickname,
                mobile: converting.mobile.value,
                gender: converting.member.gender,
                source: ONLINE_SOURCE,
              }
            : undefined
        }
        mobileHint={converting?.mobile.missing ? t('personal.typeFull', { field: t('personal.field.mobile') }) : undefined}
        onClose={() => setConverting(null)}
        onSaved={() => {
          // The form has said it was created; the member's row now links the employer.
          setConverting(null);
          refresh();
        }}
      />
      {revealDialog}
      {exporter.dialog}
    </Flex>
  );
}
