/**
 * What the cells and row actions of the employer list share without going through the column
 * definitions (kept stable, so column settings are not rebuilt on every change).
 */
import { createContext, useContext } from 'react';
import type { EmployerRow } from './listData';

export interface EmployerListContextValue {
  mayChange: (row: EmployerRow) => boolean;
  edit: (row: EmployerRow) => void;
  followUp: (row: EmployerRow) => void;
  transfer: (row: EmployerRow) => void;
  remove: (row: EmployerRow) => void;
}

export const EmployerListContext = createContext<EmployerListContextValue | null>(null);

export function useEmployerList(): EmployerListContextValue {
  const value = useContext(EmployerListContext);
  if (!value) throw new Error('useEmployerList outside the employer list');
  return value;
}
