/**
 * Diagnostics: every answer checked against the contract (contract/schema.json), so a server that
 * answers another shape is said at once, naming the call and the field, instead of an empty cell.
 *
 * On under the dev server and when the runtime configuration says `diagnostics: true`; otherwise
 * this module and the schema (chunks of their own) are never loaded. http.ts hands each decoded
 * answer to `checkAnswer`; the check runs after the answer is delivered (the page never
 * waits for it). Each call is reported once per set of differences: one console error, one toast
 * when a field is missing or of another type (an extra field alone breaks nothing), and the
 * diagnostics page lists them all, extra fields too: beside a missing one they hint at a rename.
 */
import { useSyncExternalStore } from 'react';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { feedback } from '@/app/feedback';
import { checkValue, formatFinding, type Finding } from './schemaCheck';
import { relevantFindings, type ContractSchema } from './contractShapes';

export interface CallFindings {
  path: string;
  findings: Finding[];
  /** When it was first seen (ISO). */
  seenAt: string;
}

/** Kept for the tab's session (an integrator reloads often); paths and field names only, no data. */
const STORAGE_KEY = 'contractFindings';
/** Beyond this many differing calls the oldest go. */
const MAX_REPORTED = 100;

function stored(): [string, CallFindings][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, CallFindings][]) : [];
  } catch {
    return [];
  }
}

const reported = new Map<string, CallFindings>(stored());
const listeners = new Set<() => void>();
let snapshot: CallFindings[] = [...reported.values()];
let schema: Promise<ContractSchema> | null = null;

function loadSchema(): Promise<ContractSchema> {
  schema ??= Promise.all([import('../../contract/schema.json'), import('./contractShapes')]).then(([file, module]) =>
    module.contractSchema(file.default as unknown),
  );
  return schema;
}

function publish() {
  while (reported.size > MAX_REPORTED) reported.delete(reported.keys().next().value!);
  snapshot = [...reported.values()];
  try {
    if (reported.size === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...reported]));
  } catch {
    // Storage full or refused: the page still lists this load's findings.
  }
  for (const listener of listeners) listener();
}

/** Checks one answer (its data: a list call's rows) and reports what differs, once per call and set of differences. */
export async function checkAnswer(path: string, data: unknown): Promise<Finding[]> {
  if (!config.diagnostics) return [];
  const contract = await loadSchema();
  const shapes = contract.call(path);
  if (!shapes) return [];
  const findings = relevantFindings(shapes, checkValue(contract.root, shapes.answer, data));
  if (findings.length === 0) return findings;
  const signature = `${path} ${findings.map((finding) => `${finding.field}:${finding.kind}`).join(',')}`;
  if (reported.has(signature)) return findings;
  reported.set(signature, { path, findings, seenAt: new Date().toISOString() });
  publish();
  console.error(`[contract] ${path} answered another shape than the contract:\n${findings.map((finding) => `  ${formatFinding(finding)}`).join('\n')}`);
  const breaking = findings.filter((finding) => finding.kind !== 'extra');
  if (breaking.length > 0) {
    const first = breaking[0]!;
    feedback.error(
      i18n.t('errors.contract', { path, field: first.field || '(data)', kind: i18n.t(`errors.contractKind.${first.kind}`), count: breaking.length }),
      8,
    );
  }
  return findings;
}

/** Every difference seen this session, for the diagnostics page. */
export function useContractFindings(): CallFindings[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

/** Forgets what was reported (the diagnostics page's clear button; tests). */
export function resetContractFindings(): void {
  reported.clear();
  publish();
}
