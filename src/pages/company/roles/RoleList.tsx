/**
 * The company's roles: name (AGENCY_ADMIN marked all-powerful, built-in roles marked), how many
 * staff accounts hold each, rename and delete (a built-in role or one staff hold cannot go, nor any
 * on a server without our delete call: the button says why). Choosing a row opens the role in the editor.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@/api/company';
import { ROLE_KEYS } from '@/domain/permissions';
import { isBuiltInRole, isEditableRole } from '@/domain/roles';
import styles from './RoleList.module.css';

interface RoleListProps {
  roles: CompanyRole[];
  selectedId: number | null;
  /** The user may add, rename and delete roles. */
  canManage: boolean;
  /** The server offers deleting a role (our call; false once it answered 404). */
  deleteOffered: boolean;
  onSelect: (role: CompanyRole) => void;
  onRename: (role: CompanyRole) => void;
  onDelete: (role: CompanyRole) => void;
}

export function RoleList({ roles, selectedId, canManage, deleteOffered, onSelect, onRename, onDelete }: RoleListProps) {
  const { t } = useTranslation();

  const deleteBlock = (role: CompanyRole): string | null => {
    if (!deleteOffered) return t('errors.unavailable');
    if (isBuiltInRole(role.roleKey)) return t('roles.list.deleteBuiltIn');
    if (role.userCount > 0) return t('roles.list.deleteInUse', { count: role.userCount });
    return null;
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('roles.list.title')}</h2>} styles={{ body: { padding: 0 } }}>
      <Table<CompanyRole>
        size="middle"
        rowKey="roleId"
        pagination={false}
        dataSource={roles}
        aria-label={t('roles.list.label')}
        rowClassName={(role) => `${styles.row} ${role.roleId === selectedId ? styles.selected : ''}`}
        onRow={(role) => ({ onClick: () => onSelect(role), 'aria-selected': role.roleId === selectedId })}
        columns={[
          {
            key: 'name',
            title: t('roles.list.name'),
            render: (_, role) => (
              <span className={styles.name}>
                <Button
                  type="link"
                  className={styles.nameButton}
                  aria-label={t('roles.list.selectLabel', { name: role.roleName })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(role);
                  }}
                >
                  {role.roleName}
                </Button>
                {role.roleKey === ROLE_KEYS.admin && <Tag color="gold">{t('roles.list.allPowers')}</Tag>}
                {role.roleKey !== ROLE_KEYS.admin && isBuiltInRole(role.roleKey) && <Tag>{t('roles.list.builtIn')}</Tag>}
              </span>
            ),
          },
          { key: 'staff', title: t('roles.list.staff'), width: 80, align: 'right', render: (_, role) => role.userCount },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('roles.list.actions'),
                  width: 96,
                  render: (_: unknown, role: CompanyRole) => {
                    const blocked = deleteBlock(role);
                    if (!isEditableRole(role.roleKey)) return null;
                    return (
                      <Space size={0} onClick={(event) => event.stopPropagation()}>
                        <Tooltip title={t('roles.list.rename')}>
                          <Button
                            type="text"
                            size="small"
                            icon={<EditOutlined />}
                            aria-label={t('roles.list.renameLabel', { name: role.roleName })}
                            onClick={() => onRename(role)}
                          />
                        </Tooltip>
                        <Tooltip title={blocked ?? t('roles.list.delete')}>
                          <span>
                            <Button
                              type="text"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('roles.list.deleteLabel', { name: role.roleName })}
                              disabled={blocked !== null}
                              onClick={() => onDelete(role)}
                            />
                          </span>
                        </Tooltip>
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
