/**
 * The search landmark of a list page: one wrapping row of filters and, under it, an optional
 * panel (the "more filters" panel), both inside the landmark.
 *
 * @example
 *   <FilterRow label={t('order.filters.label')}>
 *     <KeywordFilter table={table} label={…} placeholder={…} />
 *     <ServiceTypeFilter label={…} value={filter.serviceType} onChange={…} />
 *   </FilterRow>
 */
import { Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './Filters.module.css';

export interface FilterRowProps {
  /** The landmark's accessible name. */
  label: string;
  /** Widths in px of this row's keyword field and selects (default 260 and 180). */
  widths?: { keyword?: number; select?: number };
  /** The selects are at least the select width and grow with their tags instead of a fixed width. */
  selectsGrow?: boolean;
  /** On a phone (≤ 575 px) the keyword field and the selects take the whole width. */
  fullWidthOnPhone?: boolean;
  /** Shown under the row, inside the landmark. */
  below?: ReactNode;
  children: ReactNode;
}

export function FilterRow({ label, widths, selectsGrow, fullWidthOnPhone, below, children }: FilterRowProps) {
  const className = [styles.row, selectsGrow && styles.selectsGrow, fullWidthOnPhone && styles.fullWidthOnPhone].filter(Boolean).join(' ');
  const style = {
    ...(widths?.keyword === undefined ? {} : { '--filter-keyword-width': `${widths.keyword}px` }),
    ...(widths?.select === undefined ? {} : { '--filter-select-width': `${widths.select}px` }),
  } as CSSProperties;
  return (
    <div className={className} style={style} role="search" aria-label={label}>
      <Flex wrap gap={8} align="center">
        {children}
      </Flex>
      {below}
    </div>
  );
}
