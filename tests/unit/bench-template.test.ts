import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { templateProblem } from '../bench/template';

const made: string[] = [];
function folder(indexHtml?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-template-'));
  made.push(dir);
  if (indexHtml !== undefined) {
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), indexHtml);
  }
  return dir;
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the bench refuses a wrong template folder before starting anything', () => {
  it('names the missing build and the variable to set', () => {
    const dir = folder();
    expect(templateProblem(dir)).toBe(
      `bench: no template build at ${path.join(dir, 'dist', 'index.html')} (set BENCH_TEMPLATE_DIR to the vue-element-admin folder holding dist/)`,
    );
  });

  it('names a build of something else', () => {
    const dir = folder('<!doctype html><title>家政管理后台</title>');
    expect(templateProblem(dir)).toMatch(/is not the Vue Element Admin build/);
  });

  it('accepts the template build', () => {
    expect(templateProblem(folder('<html><head><title>Vue Element Admin</title></head></html>'))).toBeNull();
  });
});
