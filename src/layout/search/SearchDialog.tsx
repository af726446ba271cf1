/**
 * The search from anywhere (Ctrl/⌘+K or the top bar's search button; a lazy chunk, not part of the
 * first load): one input over aunts, employers, orders, hall aunts, staff and menu pages
 * (useGlobalSearch), results grouped by kind. ↑/↓ move through them, Enter opens the chosen
 * record's page, Esc closes. The last searches that led somewhere are kept in this tab's memory
 * only (never stored: they may hold a mobile tail), forgotten at logout.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Alert, Empty, Input, Modal, Spin, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { registerStoreReset } from '@/stores/resetRegistry';
import '@/i18n/texts/search';
import { useGlobalSearch, type ResultKind, type SearchRow } from './useGlobalSearch';
import styles from './SearchDialog.module.css';

const RECENT_MAX = 5;
/** This tab's last searches that led somewhere, newest first (memory only). */
let recent: string[] = [];
registerStoreReset(() => (recent = []));

function remember(text: string): void {
  recent = [text, ...recent.filter((item) => item !== text)].slice(0, RECENT_MAX);
}

const KIND_ORDER: ResultKind[] = ['aunt', 'employer', 'order', 'hall', 'staff', 'page'];

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  // Its content is left when it closes (destroyOnHidden): each opening starts empty. The input takes
  // the focus once the dialog is shown (the dialog's own focus handling comes first).
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterOpenChange={(shown) => shown && input.current?.focus()}
      footer={null}
      title={t('search.title')}
      width={640}
      destroyOnHidden
      className={styles.dialog}
    >
      <SearchPanel onClose={onClose} input={input} />
    </Modal>
  );
}

function SearchPanel({ onClose, input }: { onClose: () => void; input: RefObject<InputRef | null> }) {
  const { t } = useTranslation();
  const navigate = useRouterNavigate();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  // The chosen row by key: a new answer without it chooses its first row again.
  const [activeKey, setActiveKey] = useState('');
  const found = useGlobalSearch(keyword);
  const showRecent = keyword.trim() === '' && recent.length > 0;
  const rows = useMemo<SearchRow[]>(
    () =>
      showRecent
        ? recent.map((text) => ({ key: `recent-${text}`, kind: 'page', title: text, detail: '', to: '' }))
        : [...found.rows].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)),
    [showRecent, found.rows],
  );
  const active = Math.max(
    0,
    rows.findIndex((row) => row.key === activeKey),
  );
  const setActive = (index: number) => setActiveKey(rows[index]?.key ?? '');

  function choose(row: SearchRow | undefined) {
    if (!row) return;
    if (showRecent) {
      setKeyword(row.title);
      return;
    }
    remember(found.text);
    onClose();
    navigate(row.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + rows.length) % rows.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(rows[active]);
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  const busy = found.typing || found.loading;
  const groups = showRecent
    ? [{ kind: null, rows }]
    : KIND_ORDER.map((kind) => ({ kind, rows: rows.filter((row) => row.kind === kind) })).filter((group) => group.rows.length);

  return (
    <>
      <Input
        ref={input}
        autoFocus
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        aria-label={t('search.title')}
        role="combobox"
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={rows.length > 0 ? optionId(active) : undefined}
        maxLength={50}
      />
      {found.partial && !showRecent && <Alert className={styles.notice} type="info" showIcon title={t('search.partial')} data-testid="search-partial" />}
      {found.error && <Alert className={styles.notice} type="error" showIcon title={t('search.failed', { reason: found.error })} />}
      <div className={styles.results} aria-live="polite" aria-busy={busy}>
        {keyword.trim() === '' && !showRecent && <p className={styles.hint}>{t('search.hint')}</p>}
        {keyword.trim() !== '' && busy && rows.length === 0 && (
          <div className={styles.state}>
            <Spin size="small" /> {t('search.loading')}
          </div>
        )}
        {keyword.trim() !== '' && !busy && rows.length === 0 && !found.error && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.empty', { text: found.text })} />
        )}
        <div role="listbox" id={listId} aria-label={showRecent ? t('search.recent') : t('search.results')} hidden={rows.length === 0}>
          {groups.map((group) => (
            <div role="group" key={group.kind ?? 'recent'} aria-labelledby={`${id}-${group.kind ?? 'recent'}`}>
              <div className={styles.groupTitle} id={`${id}-${group.kind ?? 'recent'}`}>
                {group.kind ? t(`search.kinds.${group.kind}`) : t('search.recent')}
              </div>
              {group.rows.map((row) => {
                const index = rows.indexOf(row);
                return (
                  <div
                    key={row.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={styles.option}
                    onMouseMove={() => setActive(index)}
                    onClick={() => choose(row)}
                  >
                    <span className={styles.title}>{row.title}</span>
                    {row.detail && <span className={styles.detail}>{row.detail}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
