/**
 * Writes the JSON Schema of the mock database (schema.generated.json) from the row types in
 * schema.ts, so a data file is checked against the same types the handlers are written with.
 *
 *   npm run mock:schema            regenerate after changing a row type
 *   npm run mock:schema -- --check fail when the committed schema is out of date (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const out = path.join(import.meta.dirname, 'schema.generated.json');

const schema = createGenerator({
  path: path.join(import.meta.dirname, 'schema.ts'),
  tsconfig: path.join(root, 'tsconfig.json'),
  type: 'MockDb',
  skipTypeCheck: true,
  additionalProperties: false,
  jsDoc: 'none',
}).createSchema('MockDb');

const text = `${JSON.stringify(schema, null, 1)}\n`;
if (process.argv.includes('--check')) {
  const committed = readFileSync(out, 'utf8');
  if (committed !== text) {
    console.error('src/mocks/db/schema.generated.json is out of date with the row types: run npm run mock:schema');
    process.exit(1);
  }
  console.log('mock database schema is up to date');
} else {
  writeFileSync(out, text);
  console.log(`wrote ${path.relative(root, out)}`);
}
