/**
 * The training groups and their courses, in order: choosing a course shows it on the right; with
 * company.manage each group can be renamed, moved up or down and given a course, each course edited
 * and moved within its group. One move at a time (the buttons wait for the server's order).
 */
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingGroup, TrainingItem } from '@/api/companyApp';
import { courseMarks } from './courseText';
import styles from './Training.module.css';
import { money } from '@/domain/format';

export interface TreeActions {
  renameGroup: (group: TrainingGroup) => void;
  addItem: (group: TrainingGroup) => void;
  editItem: (item: TrainingItem) => void;
  moveGroup: (group: TrainingGroup, by: -1 | 1) => void;
  moveItem: (item: TrainingItem, by: -1 | 1) => void;
}

interface TrainingTreeProps {
  groups: readonly TrainingGroup[];
  chosenId: number | null;
  onChoose: (item: TrainingItem) => void;
  /** null: read-only. */
  actions: TreeActions | null;
  /** A move is running: every move waits. */
  moving: boolean;
}

const MARK_COLORS = { full: 'red', offSale: 'default', over: 'default' } as const;

export function TrainingTree({ groups, chosenId, onChoose, actions, moving }: TrainingTreeProps) {
  const { t } = useTranslation();
  const icon = (label: string, name: string, node: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={node}
        aria-label={t('companyApp.training.moveLabel', { action: label, name })}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
  return (
    <nav aria-label={t('companyApp.training.treeLabel')}>
      {groups.map((group, groupIndex) => (
        <section key={group.trainingGroupId} className={styles.group} aria-label={group.groupName}>
          <div className={styles.groupHead}>
            <span className={styles.groupName}>{group.groupName}</span>
            {actions && (
              <>
                {icon(t('companyApp.training.addItem'), group.groupName, <PlusOutlined />, () => actions.addItem(group))}
                {icon(t('companyApp.training.rename'), group.groupName, <EditOutlined />, () => actions.renameGroup(group))}
                {icon(t('companyApp.training.moveUp'), group.groupName, <ArrowUpOutlined />, () => actions.moveGroup(group, -1), moving || groupIndex === 0)}
                {icon(
                  t('companyApp.training.moveDown'),
                  group.groupName,
                  <ArrowDownOutlined />,
                  () => actions.moveGroup(group, 1),
                  moving || groupIndex === groups.length - 1,
                )}
              </>
            )}
          </div>
          {group.items.length === 0 ? (
            <div className={styles.emptyGroup}>{t('companyApp.training.emptyGroup')}</div>
          ) : (
            <ul className={styles.items}>
              {group.items.map((item, index) => (
                <li key={item.trainingItemId} className={`${styles.item} ${item.trainingItemId === chosenId ? styles.chosen : ''}`}>
                  <button
                    type="button"
                    className={styles.pick}
                    aria-current={item.trainingItemId === chosenId ? 'true' : undefined}
                    onClick={() => onChoose(item)}
                  >
                    <span className={styles.itemTitle}>
                      {item.title}
                      {courseMarks(item).map((mark) => (
                        <Tag key={mark} color={MARK_COLORS[mark]} style={{ marginInlineEnd: 0 }}>
                          {t(`companyApp.training.${mark}`)}
                        </Tag>
                      ))}
                    </span>
                    <span className={styles.itemMeta}>
                      {item.price > 0 ? money(item.price) : t('companyApp.training.free')} ·{' '}
                      {t('companyApp.training.places', { joined: item.joinCount, capacity: item.capacity })} · {item.startDate}
                    </span>
                  </button>
                  {actions && (
                    <>
                      {icon(t('companyApp.training.edit'), item.title, <EditOutlined />, () => actions.editItem(item))}
                      {icon(t('companyApp.training.moveUp'), item.title, <ArrowUpOutlined />, () => actions.moveItem(item, -1), moving || index === 0)}
                      {icon(
                        t('companyApp.training.moveDown'),
                        item.title,
                        <ArrowDownOutlined />,
                        () => actions.moveItem(item, 1),
                        moving || index === group.items.length - 1,
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
