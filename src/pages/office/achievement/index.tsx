/**
 * Achievements (/office/achievement): each staff member's month (China time) — target, achieved
 * income, progress, signings of target and rank — from /office/getAchievement, with a month
 * picker (this month first) and a department filter (sub-departments included). The team line is
 * summed from the rows in fen. Admins (the agency account or the AGENCY_ADMIN role) set a row's
 * targets in a dialog; the saved row replaces the old one at once (rank unchanged: targets do not
 * rank).
 */
import { Card, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/office';
import { companyQueries } from '@/api/company.queries';
import { officeQueries } from '@/api/office.queries';
import { queryClient } from '@/api/queryClient';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import type { Achievement } from '@/api/office';
import { useQueryData } from '@/hooks/useQueryData';
import { useSession } from '@/stores/session';
import { AchievementTable } from '../AchievementTable';
import { currentMonth, teamLineOf, withRow } from '../achievementRows';
import { TargetDialog } from './TargetDialog';
import { moneyOfFen } from '@/domain/format';

export default function AchievementPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const isAdmin = useSession((state) => state.isAdmin) || user?.userType === 1;
  const [month, setMonth] = useState(currentMonth);
  const [departmentId, setDepartmentId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<Achievement | null>(null);
  const departments = useQueryData(companyQueries.departments());
  const query = { month, ...(departmentId === undefined ? {} : { departmentId }) };
  const shown = officeQueries.achievement(query);
  const answer = useQueryData(shown);
  const rows = answer.data?.list ?? null;
  const team = useMemo(() => (rows ? teamLineOf(rows) : null), [rows]);

  const departmentOptions = useMemo(() => {
    const list = departments.data ?? [];
    const depth = (id: number, seen = 0): number => {
      const parent = list.find((row) => row.departmentId === id)?.parentId ?? 0;
      return parent === 0 || seen > 10 ? 0 : 1 + depth(parent, seen + 1);
    };
    return list
      .slice()
      .sort((a, b) => a.sort - b.sort || a.departmentId - b.departmentId)
      .map((row) => ({ value: row.departmentId, label: `${'\u00a0\u00a0'.repeat(depth(row.departmentId))}${row.departmentName}` }));
  }, [departments.data]);

  return (
    <Flex vertical>
      <PageHeaderCard
        title={t('office.achievement.title')}
        subtitle={t('office.achievement.subtitle')}
        extra={
          <Flex gap={12} wrap align="center">
            <DatePicker
              picker="month"
              allowClear={false}
              value={dayjs(`${month}-01`)}
              onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
              aria-label={t('office.achievement.month')}
              data-testid="achievement-month"
            />
            <Select
              style={{ minWidth: 180 }}
              virtual={false}
              allowClear
              placeholder={t('office.achievement.allDepartments')}
              aria-label={t('office.achievement.department')}
              options={departmentOptions}
              loading={departments.loading}
              value={departmentId}
              onChange={(value: number | undefined) => setDepartmentId(value)}
            />
          </Flex>
        }
      />
      <Card>
        <div aria-live="polite" data-testid="achievement-summary" style={{ marginBottom: 12, minHeight: 22 }}>
          {team &&
            t('office.achievement.summary', {
              target: moneyOfFen(team.targetFen),
              achieved: moneyOfFen(team.achievedFen),
              percent: team.percent === null ? '—' : `${team.percent}%`,
              signed: team.signed,
              targetSigned: team.targetSigned,
            })}
        </div>
        <AchievementTable rows={rows} loading={answer.loading} error={answer.error} onRetry={answer.reload} onSetTarget={isAdmin ? setEditing : undefined} />
      </Card>
      {editing && (
        <TargetDialog
          row={editing}
          month={month}
          onClose={() => setEditing(null)}
          onSaved={(row) => {
            // The saved row replaces the shown one at once; other months and departments ask again when shown.
            void queryClient.invalidateQueries({ queryKey: officeQueries.all, refetchType: 'none' });
            queryClient.setQueryData(shown.queryKey, (old) => old && { ...old, list: withRow(old.list, row) });
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}
