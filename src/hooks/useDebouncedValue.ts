/**
 * A value that follows `value` once it has stopped changing for `delayMs` (at once when 0): the
 * key of a search-as-you-type query, so a request goes out when typing pauses.
 */
import { useEffect, useState } from 'react';
import { KEYWORD_DEBOUNCE_MS } from './useTable';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

/**
 * The keyword a search-as-you-type query asks for: the typed text trimmed, at once when empty,
 * else once typing pauses (KEYWORD_DEBOUNCE_MS, as the lists' keyword); `typing` while it lags.
 */
export function useSearchText(keyword: string): { text: string; typing: boolean } {
  const typed = keyword.trim();
  const text = useDebouncedValue(typed, typed ? KEYWORD_DEBOUNCE_MS : 0);
  return { text, typing: text !== typed };
}
