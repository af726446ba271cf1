/**
 * config.json, the deployment's runtime configuration (src/config.ts; README, "Deployment"):
 * - `vite build` writes dist/config.json: every runtime key with the build's defaults (the VITE_*
 *   variables it was built with; no company rule unless one is set), for a deployment to edit;
 * - `vite` answers /config.json with the same defaults from its environment;
 * - on the mock, `vite` and `vite preview` (so the e2e suite and the bench) answer it with the
 *   mock's company rules (MOCK_COMPANY_RULES) over that file (in preview dist/config.json, read at
 *   each request); a VITE_FINANCE_HIDDEN_COMPANY_ID or VITE_STAFF_STATISTIC_COMPANY_ID in the
 *   environment (empty: no rule) wins. Preview without the mock serves dist/config.json as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { configDefaults, runtimeConfigOf, type EnvBag, type RuntimeConfig } from '../../src/config.ts';
import { MOCK_COMPANY_RULES } from '../../src/mocks/db/demoAccounts.ts';

export const CONFIG_FILE = 'config.json';

/** The build's config.json: the runtime keys with the defaults of this environment. */
export function builtConfig(env: EnvBag): RuntimeConfig {
  return runtimeConfigOf(configDefaults(env));
}

/** The company rules on the mock: the mock's companies', unless the environment names its own. */
export function mockRules(env: EnvBag): Pick<RuntimeConfig, 'financeHiddenCompanyId' | 'staffStatisticCompanyId'> {
  const { financeHiddenCompanyId, staffStatisticCompanyId } = configDefaults({
    VITE_FINANCE_HIDDEN_COMPANY_ID: String(MOCK_COMPANY_RULES.financeHiddenCompanyId),
    VITE_STAFF_STATISTIC_COMPANY_ID: String(MOCK_COMPANY_RULES.staffStatisticCompanyId),
    ...env,
  });
  return { financeHiddenCompanyId, staffStatisticCompanyId };
}

/** Answers GET /config.json with `file()`; null: the static file (or its absence) answers. */
function answer(file: () => object | null): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (new URL(request.url ?? '/', 'http://app').pathname !== `/${CONFIG_FILE}`) return next();
    const contents = file();
    if (!contents) return next();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(request.method === 'HEAD' ? undefined : `${JSON.stringify(contents, null, 2)}\n`);
  };
}

export function runtimeConfigPlugin({ env, useMock }: { env: EnvBag; useMock: boolean }): Plugin {
  const rules = useMock ? mockRules(env) : {};
  return {
    name: 'agency:runtime-config',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: `${JSON.stringify(builtConfig(env), null, 2)}\n` });
    },
    configureServer(server) {
      // The dev server checks every answer against the contract (api/contractCheck.ts).
      server.middlewares.use(answer(() => ({ ...builtConfig(env), ...rules, diagnostics: true })));
    },
    configurePreviewServer(server) {
      if (!useMock) return;
      const built = path.resolve(server.config.root, server.config.build.outDir, CONFIG_FILE);
      // A build without the file, or a file that is not JSON, is served as it is (the app says so).
      server.middlewares.use(
        answer(() => {
          try {
            return { ...(JSON.parse(readFileSync(built, 'utf8')) as object), ...rules };
          } catch {
            return null;
          }
        }),
      );
    },
  };
}
