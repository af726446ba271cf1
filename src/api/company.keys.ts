/** Query keys of the company family (api/company.ts): invalidate a family's prefix after a write. */
export const companyKeys = {
  all: ['company'] as const,
  /** The whole team (/company/getUsers): owner choices, staff filters, seats. */
  users: () => [...companyKeys.all, 'users'] as const,
};
