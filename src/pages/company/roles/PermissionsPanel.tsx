/**
 * A role's permissions: the ownership triples of aunts, employers and orders as a small grid
 * (own / no owner / others), then the other permissions under their areas, with zh/en labels.
 */
import { Checkbox, Flex, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { OWNERSHIP_CASES, type OwnershipRow, type PermissionItem, type PermissionLayout } from './permissionLayout';

interface PermissionsPanelProps {
  layout: PermissionLayout;
  chosen: ReadonlySet<number>;
  onToggle: (permissionId: number, on: boolean) => void;
  readOnly: boolean;
  /** The permissions this user may grant or remove; null: every one. */
  held: ReadonlySet<number> | null;
}

export function PermissionsPanel({ layout, chosen, onToggle, readOnly, held }: PermissionsPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  const box = (item: PermissionItem, text?: string) => {
    const notHeld = held !== null && !held.has(item.permissionId);
    const checkbox = (
      <Checkbox
        checked={chosen.has(item.permissionId)}
        disabled={readOnly || notHeld}
        aria-label={item.label[lang]}
        onChange={(event) => onToggle(item.permissionId, event.target.checked)}
      >
        {text}
      </Checkbox>
    );
    return notHeld && !readOnly ? (
      <Tooltip title={t('roles.editor.notHeld')}>
        <span>{checkbox}</span>
      </Tooltip>
    ) : (
      checkbox
    );
  };

  const groups = [
    ...layout.areas.map((area) => ({ key: area.key, title: area.label[lang], items: area.items })),
    ...(layout.unknown.length ? [{ key: 'unknown', title: t('roles.areas.unknown'), items: layout.unknown }] : []),
  ];

  return (
    <Flex vertical gap={20}>
      {layout.ownership.length > 0 && (
        <section>
          <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>{t('roles.ownership.title')}</h3>
          <p style={{ margin: '0 0 8px', color: 'var(--ant-color-text-secondary)' }}>{t('roles.ownership.help')}</p>
          <Table<OwnershipRow>
            size="small"
            bordered
            rowKey="kind"
            pagination={false}
            dataSource={layout.ownership}
            style={{ maxWidth: 520 }}
            columns={[
              { key: 'kind', title: t('roles.ownership.records'), render: (_, row) => row.label[lang] },
              ...OWNERSHIP_CASES.map((ownershipCase) => ({
                key: ownershipCase,
                title: t(`roles.ownership.${ownershipCase}`),
                align: 'center' as const,
                width: 110,
                render: (_: unknown, row: OwnershipRow) => {
                  const item = row.cells[ownershipCase];
                  return item ? box(item) : null;
                },
              })),
            ]}
          />
        </section>
      )}
      {groups.length > 0 && (
        <section>
          <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{t('roles.areas.title')}</h3>
          <Flex vertical gap={12}>
            {groups.map((group) => (
              <div key={group.key} role="group" aria-label={group.title} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
                <span style={{ minWidth: 72, color: 'var(--ant-color-text-secondary)' }}>{group.title}</span>
                <Flex wrap gap="8px 20px">
                  {group.items.map((item) => (
                    <span key={item.permissionId}>{box(item, item.label[lang])}</span>
                  ))}
                </Flex>
              </div>
            ))}
          </Flex>
        </section>
      )}
    </Flex>
  );
}
