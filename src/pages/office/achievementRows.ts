/** What the office pages derive from achievement rows: the team line (summed in fen, never in yuan floats), a changed row put in place. */
import type { Achievement } from '@/api/office';
import { chinaDay } from '@/domain/chinaTime';
import { fenOfYuan, percentOf, sumFen } from '@/domain/fen';

export interface TeamLine {
  targetFen: number;
  achievedFen: number;
  percent: number | null;
  targetSigned: number;
  signed: number;
}

const fen = (yuan: number) => fenOfYuan(yuan) ?? 0;

export function teamLineOf(rows: readonly Achievement[]): TeamLine {
  const targetFen = sumFen(rows.map((row) => fen(row.target)));
  const achievedFen = sumFen(rows.map((row) => fen(row.achieved)));
  return {
    targetFen,
    achievedFen,
    percent: percentOf(achievedFen, targetFen),
    targetSigned: rows.reduce((total, row) => total + row.targetSigned, 0),
    signed: rows.reduce((total, row) => total + row.signed, 0),
  };
}

/** The rows with `changed` in place of the row of the same staff member. */
export function withRow(rows: readonly Achievement[], changed: Achievement): Achievement[] {
  return rows.map((row) => (row.userId === changed.userId ? { ...row, ...changed, rank: row.rank } : row));
}

/** The China month (yyyy-MM) of now. */
export const currentMonth = (): string => chinaDay(Date.now()).slice(0, 7);
