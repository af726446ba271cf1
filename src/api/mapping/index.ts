/**
 * The family mapping modules: for a server whose answers differ from ours by more than names
 * (a renamed field is a line of the runtime configuration's `fieldNames`, api/boundary.ts). A
 * family's module sits beside this file (`mapping/<family>.ts`, the family being the first segment
 * of its calls' paths) and is listed below; a family without one passes through unchanged.
 *
 * Each hook sits nearest the server: `encode` gets the body after the configured renames (the
 * server's names) and answers what is sent; `decode` gets the answer's data as the server sent it
 * (for a list call, its rows) and answers what the configured renames then turn into ours.
 *
 * @example
 *   // mapping/employer.ts
 *   export const employerMapping: FamilyMapping = {
 *     decode: (path, data) => (path === '/employer/getEmployerByFilter' ? fixRows(data) : data),
 *   };
 *   // here: export const familyMappings = { employer: employerMapping };
 */
export interface FamilyMapping {
  /** The request body (server's names) → what the server expects. */
  encode?: (path: string, body: unknown) => unknown;
  /** The answer's data (a list call's rows) as the server sent it → the shape the renames expect. */
  decode?: (path: string, data: unknown, context: { list: boolean }) => unknown;
}

/** Family → its mapping module. None by default: our own server needs none. */
export const familyMappings: Partial<Record<string, FamilyMapping>> = {};
