/** Small texts the mini-program's pages share: an amount of yuan from the wire as "¥1,234.56", a budget per month, a full date-time. */
import { fenOfYuan, fenText } from '@/domain/fen';
import { formatDateTime } from '@/domain/time';

/** Yuan from the wire as "¥1,234.56" (integer fen in between, never float arithmetic). */
export const yuanText = (yuan: number): string => fenText(fenOfYuan(yuan) ?? 0);

/** 'YYYY-MM-DD HH:mm', '' for none. */
export const timeText = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '');
