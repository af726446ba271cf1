/**
 * The sections of the diagnostics view, in order. Each is a self-contained block with its title
 * (an i18n key); a new check (the contract findings of api/contractCheck) is one more entry here.
 *
 * @example { key: 'contract', titleKey: 'diagnostics.contract.title', Component: ContractFindingsSection }
 */
import type { ComponentType } from 'react';
import { MenuPagesSection } from './MenuPagesSection';

export interface DiagnosticsSection {
  key: string;
  titleKey: string;
  Component: ComponentType;
}

export const DIAGNOSTICS_SECTIONS: readonly DiagnosticsSection[] = [{ key: 'menuPages', titleKey: 'diagnostics.pages.title', Component: MenuPagesSection }];
