/**
 * `npm run contract -- --target URL --mobile M --password P [--config config.json] [--report file]
 * [--only /aunt/getAunts,/aunt/getAunt]`
 *
 * Checks a server against the app's contract (tools/contract/kit.ts) and prints one line per
 * call: its result and the fields missing, extra or of another type; writes the whole report as
 * JSON (default contract-report.json). `--config` applies a runtime configuration file (the one
 * deployed beside index.html) first, so the kit reads the server the way the app will. Exits 1
 * when a call the app needs fails or answers another shape; extra fields and optional calls a
 * server lacks do not fail it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { applyRuntimeConfig } from '@/config';
import { loadContractSchema } from './schemaFile';
import { runKit } from './kit';
import { formatDetails, formatReport } from './report';

async function main() {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      mobile: { type: 'string' },
      password: { type: 'string' },
      config: { type: 'string' },
      report: { type: 'string', default: 'contract-report.json' },
      only: { type: 'string' },
    },
  });
  if (!values.target || !values.mobile || !values.password) {
    console.error('usage: npm run contract -- --target URL --mobile M --password P [--config config.json] [--report file] [--only path,path]');
    process.exit(2);
  }
  if (values.config) applyRuntimeConfig(JSON.parse(readFileSync(values.config, 'utf8')) as unknown);
  const report = await runKit({
    target: values.target,
    mobile: values.mobile,
    password: values.password,
    schema: loadContractSchema(),
    only: values.only?.split(',').map((path) => path.trim()),
  });
  console.log(formatReport(report));
  const details = formatDetails(report);
  if (details) console.log(`\n${details}`);
  writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nreport: ${values.report}`);
  process.exit(report.failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
