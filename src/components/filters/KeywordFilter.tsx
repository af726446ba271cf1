/**
 * The keyword field of a list, bound to its useTable controller: typing patches the filter (the
 * table applies it when typing stops), Enter applies it at once; at most 50 characters. ArrowDown
 * moves the focus to the first result (the first link or button of the list's first row). "/"
 * elsewhere on the page focuses it (components/shortcuts, shown in its tooltip).
 *
 * @example
 *   <KeywordFilter table={table} label={t('order.filters.keyword')} placeholder={t('order.filters.keywordPlaceholder')} />
 */
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { ShortcutTip } from '@/components/shortcuts';
import styles from './Filters.module.css';

/** The part of a TableController the keyword field uses. */
export interface KeywordTable {
  filter: { keyword?: string };
  patchFilter: (patch: { keyword: string }) => void;
  applyFilter: () => void;
}

export const KEYWORD_MAX_LENGTH = 50;

export function KeywordFilter({ table, label, placeholder }: { table: KeywordTable; label: string; placeholder: string }) {
  return (
    <ShortcutTip shortcut="search" label={label}>
      <Input
        className={styles.keyword}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        aria-label={label}
        placeholder={placeholder}
        value={table.filter.keyword ?? ''}
        maxLength={KEYWORD_MAX_LENGTH}
        onChange={(event) => table.patchFilter({ keyword: event.target.value })}
        onPressEnter={table.applyFilter}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || event.nativeEvent.isComposing) return;
          const first = event.currentTarget.closest('main')?.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row :is(a[href], button)');
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
      />
    </ShortcutTip>
  );
}
