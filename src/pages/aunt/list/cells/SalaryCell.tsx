import { Input, Spin } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { glyph } from '@/components/DataTable/glyph';
import { amountProblem } from '@/components/formValidation';
import { AUNT_SALARY_MAX } from '@/domain/auntCodes';
import { amountFen, yuanOfFen } from '@/domain/fen';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useAuntList } from '../context';
import type { AuntRow } from '../listData';
import styles from '../AuntList.module.css';
import { moneyRange } from '@/domain/format';

export function formatSalary(row: Pick<AuntRow, 'expectedSalary' | 'expectedSalaryMax'>): string {
  return moneyRange(row.expectedSalary, row.expectedSalaryMax, { per: 'month' });
}

/**
 * Expected salary, editable in place: click (or Enter on the focused value) to edit, Enter (or
 * leaving the field with a changed value) saves through editField, Escape cancels. A refused
 * value shows why and the old value stays on the row.
 */
export function SalaryCell({ row }: { row: AuntRow }) {
  const { t, actions, rightsOf } = useAuntList();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useConfirmedMutation();
  const saving = mutation.isBusy(row.auntId);
  const label = t('auntList.salary.editOf', { name: row.auntName });

  if (!rightsOf(row).change) return <span className={styles.number}>{formatSalary(row)}</span>;
  if (draft === null) {
    return (
      <button type="button" className={styles.cellButton} aria-label={label} onClick={() => setDraft(String(row.expectedSalary))}>
        <span className={styles.number}>{formatSalary(row)}</span>
        {glyph('edit', { className: styles.cellButtonIcon })}
      </button>
    );
  }

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = () => {
    if (saving) return;
    // Typed "8，000" reads as "8,000"; an amount of ¥0 to ¥100,000 with at most two decimals (the server has the last word).
    const typed = draft.replace(/，/g, ',');
    const problem = amountProblem(t, typed, { maxFen: AUNT_SALARY_MAX * 100 });
    if (problem) {
      setError(problem);
      return;
    }
    const value = yuanOfFen(amountFen(typed) ?? 0);
    if (value === row.expectedSalary) return cancel();
    // One save at a time (a second Enter, or the blur after it, sends nothing); a refusal stays under the field with the typed value.
    void mutation.run({ key: row.auntId, mutate: () => actions.saveField(row, 'expectedSalary', value), onDone: cancel, showError: setError });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <div>
      <Input
        size="small"
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        status={error ? 'error' : undefined}
        value={draft}
        readOnly={saving}
        inputMode="decimal"
        prefix="¥"
        suffix={saving ? <Spin size="small" /> : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onPressEnter={save}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leaving the field saves a changed value like Enter; an unchanged or refused one closes.
          if (saving) return;
          if (error || draft.trim() === String(row.expectedSalary)) cancel();
          else save();
        }}
      />
      {error && (
        <div role="alert" className={styles.cellError}>
          {error}
        </div>
      )}
    </div>
  );
}
