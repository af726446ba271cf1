/**
 * The column settings popover: a checkbox per column, move up/down, reset to the defaults. The
 * list is its own component, so it is built when the popover opens, not on every render of the
 * list page (twenty columns of checkboxes, buttons and texts, for a popover seldom opened); the
 * popover itself is mounted when the button is reached for (useOnDemandPopup), so opening a list
 * does not compute antd's popover styles.
 */
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Popover, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSettingsController } from './useColumnSettings';
import { useOnDemandPopup } from './useOnDemandPopup';
import styles from './DataTable.module.css';

export function ColumnSettingsButton<Row>({ settings }: { settings: ColumnSettingsController<Row> }) {
  const { t } = useTranslation();
  const popover = useOnDemandPopup();
  return (
    <>
      <Tooltip title={t('table.columnSettings')}>
        <Badge dot={settings.customised} offset={[-4, 4]}>
          <Button icon={<SettingOutlined />} aria-label={t('table.columnSettings')} {...popover.triggerProps} />
        </Badge>
      </Tooltip>
      {popover.mounted && (
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('table.columnSettingsTitle')}
          content={<ColumnSettingsList settings={settings} />}
          destroyOnHidden
          {...popover.popupProps}
        >
          {popover.anchor}
        </Popover>
      )}
    </>
  );
}

function ColumnSettingsList<Row>({ settings }: { settings: ColumnSettingsController<Row> }) {
  const { t } = useTranslation();
  const movable = settings.items.filter((item) => !item.pinned);
  return (
    <div>
      <ul className={styles.settingsList} aria-label={t('table.columnSettings')}>
        {settings.items.map((item) => {
          const index = movable.findIndex((candidate) => candidate.key === item.key);
          return (
            <li key={item.key} className={styles.settingsItem}>
              <Checkbox checked={item.visible} disabled={item.pinned} onChange={(event) => settings.setVisible(item.key, event.target.checked)}>
                {item.title}
              </Checkbox>
              {item.pinned ? (
                <Tag variant="filled">{t('table.pinned')}</Tag>
              ) : (
                <span>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('table.moveUp', { title: item.title })}
                    disabled={index <= 0}
                    onClick={() => settings.move(item.key, -1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('table.moveDown', { title: item.title })}
                    disabled={index === movable.length - 1}
                    onClick={() => settings.move(item.key, 1)}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.settingsFooter}>
        <span />
        <Button size="small" onClick={settings.reset} disabled={!settings.customised}>
          {t('table.resetColumns')}
        </Button>
      </div>
    </div>
  );
}
