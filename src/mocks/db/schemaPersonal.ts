/** Personal-data tables (issue 38): the aunts' résumé links. */

/** A résumé link: the token a public résumé is opened with (api/resumeLink.ts). Keyed by token. */
export interface ResumeLinkRow {
  token: string;
  companyId: number;
  auntId: number;
  /** The staff member who made it. */
  createdBy: number;
  createdTime: string;
  /** It answers nothing from this time on. */
  expiresAt: string;
  /** Set when the agency revoked it. */
  revokedTime: string | null;
}

export interface PersonalTables {
  resumeLinks: ResumeLinkRow[];
}

export const PERSONAL_TABLE_NAMES = ['resumeLinks'] as const satisfies readonly (keyof PersonalTables)[];

export function emptyPersonalTables(): PersonalTables {
  return { resumeLinks: [] };
}
