/**
 * The contract kit as an integrator runs it (`npm run contract`, issue 35 item 6), against the
 * standalone mock in both dialects: all green against ours; against dialect b it names what differs
 * (the string code, `msg`, `rows` for `data`, the employer family's other field names) and fails;
 * with the dialect's configuration file applied, nothing differs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { KitReport } from '../../tools/contract/kit';
import { startMock, type RunningMock } from '../tooling/servers';
import { mockUrl } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'contract-kit-'));
let dialectB: RunningMock | undefined;

beforeAll(async () => {
  dialectB = await startMock({ MOCK_DIALECT: 'b' });
});

afterAll(async () => {
  await dialectB?.stop();
  rmSync(reports, { recursive: true, force: true });
});

/** Runs the kit's command line; answers its exit code, its printed table and its JSON report. */
function contract(target: string, name: string, extra: string[] = []): Promise<{ code: number | null; out: string; report: KitReport }> {
  const file = path.join(reports, `${name}.json`);
  const args = [
    '--import',
    'tsx',
    'tools/contract/cli.ts',
    '--target',
    `${target}/api`,
    '--mobile',
    ADMIN_ACCOUNT.mobile,
    '--password',
    ADMIN_ACCOUNT.password,
    '--report',
    file,
    ...extra,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve({ code, out, report: JSON.parse(readFileSync(file, 'utf8')) as KitReport });
      } catch (error) {
        reject(new Error(`no report (exit ${code}): ${out}\n${String(error)}`));
      }
    });
  });
}

describe('npm run contract', () => {
  it('against our mock: every read call answers as the contract says, exit 0', async () => {
    const { code, out, report } = await contract(mockUrl, 'ours');
    expect(report.calls.filter((call) => !['ok', 'not permitted'].includes(call.result))).toEqual([]);
    expect(report.calls.length).toBeGreaterThan(90);
    expect(out).toContain('The app’s calls answer as the contract says.');
    expect(code).toBe(0);
  });

  it('against dialect b as it is: names the differences call by call and field by field, exit 1', async () => {
    const { code, out, report } = await contract(dialectB!.mockUrl, 'dialect-b');
    expect(code).toBe(1);
    expect(report.failed).toBe(true);
    const employers = report.calls.find((call) => call.path === '/employer/getEmployerByFilter');
    expect(employers?.result).toBe('failed');
    expect(employers?.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'code', kind: 'type', expected: 'number', actual: 'string' }),
        expect.objectContaining({ field: 'msg', kind: 'extra' }),
        expect.objectContaining({ field: 'rows', kind: 'extra' }),
        expect.objectContaining({ field: 'data[].employerName', kind: 'missing' }),
        expect.objectContaining({ field: 'data[].customerName', kind: 'extra' }),
      ]),
    );
    expect(out).toMatch(/\/employer\/getEmployerByFilter\s+failed/);
    expect(out).toContain('data[].customerName: extra (string)');
  });

  it('against dialect b with its configuration file: nothing differs, exit 0', async () => {
    const { code, report } = await contract(dialectB!.mockUrl, 'dialect-b-mapped', ['--config', 'deploy/dialect-b.config.json']);
    expect(report.calls.filter((call) => !['ok', 'not permitted'].includes(call.result))).toEqual([]);
    expect(report.calls.flatMap((call) => call.findings)).toEqual([]);
    expect(code).toBe(0);
  });
});
