/**
 * The sections of the diagnostics view, in order. Each is a self-contained block with its title
 * (an i18n key); a new check is one more entry here.
 */
import type { ComponentType } from 'react';
import { ContractSection } from './ContractSection';
import { MenuPagesSection } from './MenuPagesSection';

export interface DiagnosticsSection {
  key: string;
  titleKey: string;
  Component: ComponentType;
}

export const DIAGNOSTICS_SECTIONS: readonly DiagnosticsSection[] = [
  { key: 'menuPages', titleKey: 'diagnostics.pages.title', Component: MenuPagesSection },
  { key: 'contract', titleKey: 'diagnostics.contract.title', Component: ContractSection },
];
