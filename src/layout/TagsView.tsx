/**
 * The tabs bar of visited views. Right-click (or the keyboard's context-menu key) opens
 * Refresh / Close / Close Others / Close All (menu width 105). Affixed tabs have no close button.
 */
import { memo } from 'react';
import { Dropdown } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { useTags, type VisitedView } from '@/stores/tags';
import { useTitle } from './useTitle';
import styles from './TagsView.module.css';

export const TagsView = memo(function TagsView() {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useRouterNavigate();
  const location = useLocation();
  const views = useTags((state) => state.views);
  const { close, closeOthers, closeAll, refresh } = useTags.getState();

  function closeView(view: VisitedView) {
    const next = close(view.path, location.pathname);
    if (next) navigate(next);
  }

  function onMenu(view: VisitedView, key: string) {
    if (key === 'refresh') {
      refresh(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    } else if (key === 'close') closeView(view);
    else if (key === 'closeOthers') {
      closeOthers(view.path);
      if (view.path !== location.pathname) navigate(view.fullPath);
    } else if (key === 'closeAll') navigate(closeAll());
  }

  return (
    <div className={styles.bar} role="tablist" aria-label={t('tags.label')}>
      {views.map((view) => {
        const active = view.path === location.pathname;
        const items = [
          { key: 'refresh', label: t('tags.refresh') },
          ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
          { key: 'closeOthers', label: t('tags.closeOthers') },
          { key: 'closeAll', label: t('tags.closeAll') },
        ];
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={{ items, onClick: ({ key }) => onMenu(view, key), style: { width: 105 } }}>
            <div
              role="tab"
              aria-selected={active}
              tabIndex={0}
              className={active ? styles.activeTag : styles.tag}
              onClick={() => navigate(view.fullPath)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(view.fullPath);
                if (event.key === 'Delete' && !view.affix) closeView(view);
              }}
            >
              <span>{title(view.title, view.fallbackTitle, view.labels)}</span>
              {!view.affix && (
                <CloseOutlined
                  className={styles.close}
                  aria-label={t('tags.close')}
                  onClick={(event) => {
                    event.stopPropagation();
                    closeView(view);
                  }}
                />
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
});
