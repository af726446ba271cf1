/**
 * Trainings of the mini-program (role page 'CompanyAppTraining', /company-app/training, component
 * 'companyApp/training'): the groups and their courses as a tree on the left (added, renamed, edited
 * and reordered with company.manage; read-only otherwise), the chosen course on the right with its
 * sign-ups and paid orders. Sign-ups come from the mini-program: the back office only reads them.
 */
import { Alert, App, Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setCompanyTrainingGroup, setCompanyTrainingItem, type TrainingGroup, type TrainingItem } from '@/api/companyApp';
import { ListPageHeader } from '@/components/DataTable';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { companyAppQueries } from '@/api/companyApp.queries';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';
import { useCanManageCompany } from '@/pages/company/companyManage';
import { CourseDetail } from './CourseDetail';
import { GroupDialog, ItemDialog } from './TrainingDialogs';
import { TrainingTree, type TreeActions } from './TrainingTree';
import styles from './Training.module.css';
import '@/i18n/texts/companyApp';

type Editing = { kind: 'group'; group: TrainingGroup | null } | { kind: 'item'; target: { item: TrainingItem } | { group: TrainingGroup } };

export default function CompanyAppTrainingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canManage = useCanManageCompany();
  const tree = useQueryData(companyAppQueries.training());
  const groups = tree.data ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState(false);
  const courses = groups.flatMap((group) => group.items);
  const courseCount = courses.length;
  const chosen = courses.find((item) => item.trainingItemId === chosenId) ?? courses[0] ?? null;

  const move = useCallback(
    async (send: () => Promise<unknown>) => {
      setMoving(true);
      try {
        await send();
        void message.success(t('companyApp.training.done.moved'));
      } catch (error) {
        if (!isCancelled(error)) void message.error(loadErrorText(error));
      } finally {
        setMoving(false);
        void queryClient.invalidateQueries({ queryKey: companyAppQueries.all });
      }
    },
    [message, t],
  );

  const actions: TreeActions | null = canManage
    ? {
        renameGroup: (group) => setEditing({ kind: 'group', group }),
        addItem: (group) => setEditing({ kind: 'item', target: { group } }),
        editItem: (item) => setEditing({ kind: 'item', target: { item } }),
        moveGroup: (group, by) => void move(() => setCompanyTrainingGroup({ trainingGroupId: group.trainingGroupId, sort: group.sort + by }, { silent: true })),
        moveItem: (item, by) => void move(() => setCompanyTrainingItem({ trainingItemId: item.trainingItemId, sort: item.sort + by }, { silent: true })),
      }
    : null;

  const saved = (done: string, itemId?: number) => {
    setEditing(null);
    if (itemId !== undefined) setChosenId(itemId);
    void message.success(done);
    void queryClient.invalidateQueries({ queryKey: companyAppQueries.all });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={t('companyApp.training.title')}
          aside={
            tree.data && <Typography.Text type="secondary">{t('companyApp.training.total', { groups: groups.length, courses: courseCount })}</Typography.Text>
          }
          add={canManage ? { label: t('companyApp.training.addGroup'), onClick: () => setEditing({ kind: 'group', group: null }) } : undefined}
        />
      </Card>
      {!canManage && <Alert type="info" showIcon title={t('companyApp.common.readOnly')} />}
      {tree.error && !tree.data ? (
        <Card>
          <Result
            status="error"
            title={t('companyApp.common.loadFailed', { reason: tree.error })}
            extra={<Button onClick={tree.reload}>{t('companyApp.common.retry')}</Button>}
          />
        </Card>
      ) : !tree.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <Empty description={t('companyApp.training.empty')} />
        </Card>
      ) : (
        <div className={styles.layout}>
          <Card>
            <TrainingTree
              groups={groups}
              chosenId={chosen?.trainingItemId ?? null}
              onChoose={(item) => setChosenId(item.trainingItemId)}
              actions={actions}
              moving={moving}
            />
          </Card>
          {chosen ? (
            <CourseDetail key={chosen.trainingItemId} item={chosen} />
          ) : (
            <Card>
              <Empty description={t('companyApp.training.pick')} />
            </Card>
          )}
        </div>
      )}
      {editing?.kind === 'group' && (
        <GroupDialog
          group={editing.group}
          onClose={() => setEditing(null)}
          onSaved={() => saved(editing.group ? t('companyApp.training.done.groupSaved') : t('companyApp.training.done.groupAdded'))}
        />
      )}
      {editing?.kind === 'item' && (
        <ItemDialog
          groups={groups}
          target={editing.target}
          onClose={() => setEditing(null)}
          onSaved={(item) =>
            saved('item' in editing.target ? t('companyApp.training.done.itemSaved') : t('companyApp.training.done.itemAdded'), item.trainingItemId)
          }
        />
      )}
    </Flex>
  );
}
