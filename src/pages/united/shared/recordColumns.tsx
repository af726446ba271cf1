/**
 * The columns of a list of merge records (my applications, completed merges): the aunt (and the
 * job, for job merges) linked to the hall record, the agencies, our staff contact, city, state,
 * times, the copy a success made (linked when it is in our company), and the steps we may take.
 * At 1440 px (issue 37) the state, the last change and our copy always show; the application time,
 * city and contact give way first, then the agencies (from the end), all in the column settings.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UnitedMappingAunt, UnitedMappingKind } from '@/api/united.types';
import type { DataColumn } from '@/components/DataTable';
import { AuntAvatar } from '@/components/aunt';
import { mergePeer } from './chatPeers';
import { ContactCell } from './ContactCell';
import { MergeActions } from './MergeActions';
import { MergeStatusTag } from './MergeStatusTag';
import { usePeerToMessage } from './StartChatButton';
import { openChatWith } from '@/pages/chat/joint/chatBoot';
import type { MergeSteps } from './useMergeStep';
import { pageLink } from '@/app/pageLinks';
import styles from './United.module.css';
import { dateTime } from '@/domain/format';

/** The copy a success made is in the applicant's company (aunt merge) or the owner's (job merge). */
const CANCELLED_BY = ['applicant', 'owner', 'otherMerged', 'takenOff'] as const;

export function ourCopyId(record: UnitedMappingAunt, companyId: number): number {
  const holder = record.kind === 'aunt' ? record.companyId : record.ownerCompanyId;
  return record.copiedAuntId > 0 && holder === companyId ? record.copiedAuntId : 0;
}

/** 联系TA (the other agency's staff member), then the record's steps. */
function RecordActions({ record, companyId, steps }: { record: UnitedMappingAunt; companyId: number; steps: MergeSteps }) {
  const { t } = useTranslation();
  const peer = usePeerToMessage(mergePeer(record, companyId));
  const lead = peer && { key: 'message', label: t('united.actions.message'), onClick: () => openChatWith(peer) };
  return <MergeActions record={record} companyId={companyId} steps={steps} lead={lead} />;
}

const hallPath = (record: UnitedMappingAunt) =>
  record.kind === 'aunt' ? pageLink.unitedAuntDetail(record.auntId) : pageLink.unitedJobDetail(record.unitedJobId);

export function useRecordColumns(
  kind: UnitedMappingKind,
  variant: 'applications' | 'completed',
  companyId: number,
  steps: MergeSteps,
): DataColumn<UnitedMappingAunt>[] {
  const { t, i18n } = useTranslation();
  return useMemo((): DataColumn<UnitedMappingAunt>[] => {
    const title = (key: string) => t(`united.records.columns.${key}`);
    const aunt: DataColumn<UnitedMappingAunt> = {
      key: 'aunt',
      title: title('aunt'),
      width: 160,
      pinned: 'left',
      render: (_, record) => (
        <span className={styles.contact}>
          <AuntAvatar portrait={record.auntHeadUrl} name={record.auntName} size={28} />
          {record.kind === 'aunt' ? <Link to={hallPath(record)}>{record.auntName}</Link> : record.auntName}
        </span>
      ),
      exportValue: (record) => record.auntName,
    };
    const job: DataColumn<UnitedMappingAunt> = {
      key: 'job',
      title: title('job'),
      width: 200,
      render: (_, record) => <Link to={hallPath(record)}>{record.jobTitle}</Link>,
      exportValue: (record) => record.jobTitle,
    };
    const copied: DataColumn<UnitedMappingAunt> = {
      key: 'copied',
      priority: 'essential',
      title: title('copied'),
      width: 140,
      render: (_, record) => {
        const id = ourCopyId(record, companyId);
        return id ? <Link to={pageLink.auntDetail(id)}>{t('united.records.openCopy')}</Link> : null;
      },
    };
    const time = (key: 'createdTime' | 'updatedTime'): DataColumn<UnitedMappingAunt> => ({
      key,
      priority: key === 'updatedTime' ? 'essential' : 'low',
      title: title(key),
      width: 160,
      render: (_, record) => dateTime(record[key]),
      exportValue: (record) => dateTime(record[key]),
    });
    return [
      aunt,
      ...(kind === 'job' ? [job] : []),
      { key: 'owner', title: title('owner'), width: 200, render: (_, record) => record.ownerCompanyName, exportValue: (record) => record.ownerCompanyName },
      ...(variant === 'completed'
        ? [
            {
              key: 'applicant',
              title: title('applicant'),
              width: 200,
              render: (_: unknown, record: UnitedMappingAunt) => record.companyName,
              exportValue: (record: UnitedMappingAunt) => record.companyName,
            },
          ]
        : []),
      {
        key: 'contact',
        priority: 'low',
        title: title('contact'),
        width: 130,
        render: (_, record) => <ContactCell user={record.client_user} />,
        exportValue: (record) => record.client_user.contact,
      },
      { key: 'city', priority: 'low', title: title('city'), width: 90, render: (_, record) => record.cityName, exportValue: (record) => record.cityName },
      {
        key: 'status',
        priority: 'essential',
        title: title('status'),
        width: 150,
        // Never narrower than its longest tag: every status and every reason a merge was cancelled.
        tagLabels: [...['0', '1', '2', '3', '4'].map((code) => t(`united.status.${code}`)), ...CANCELLED_BY.map((who) => t(`united.cancelledBy.${who}`))],
        render: (_, record) => <MergeStatusTag record={record} />,
      },
      time('createdTime'),
      time('updatedTime'),
      ...(variant === 'completed' ? [copied] : []),
      {
        key: 'actions',
        title: title('actions'),
        // 联系TA and one step (an applicant's or a completed record's): 取消合单 at the longest.
        width: i18n.language === 'en' ? 210 : 150,
        pinned: 'right',
        render: (_, record) => <RecordActions record={record} companyId={companyId} steps={steps} />,
      },
    ];
  }, [companyId, i18n.language, kind, steps, t, variant]);
}
