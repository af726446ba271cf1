/**
 * contract/schema.json (npm run contract:schema): current with src/api/contract.ts, one call per
 * contract path with a request and an answer definition that resolve, and the spec's fields
 * marked `"spec": true` while our choices are not. docs/API.md (npm run docs:api): current, one
 * section per call.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOC_FILE, buildApiDoc } from '@/api/tooling/apiDocs';
import { SCHEMA_FILE, buildContractSchema, readContractPaths, schemaText, type ContractSchema } from '@/api/tooling/contractSchema';

const committedText = readFileSync(SCHEMA_FILE, 'utf8');
const committed = JSON.parse(committedText) as ContractSchema;
const contractKeys = readContractPaths();

type Node = { $ref?: string; properties?: Record<string, Node & { spec?: boolean }>; allOf?: Node[]; anyOf?: Node[] };
const definition = (ref: string): Node => committed.definitions[ref.replace('#/definitions/', '')] as Node;
/** The properties of a definition, through $ref, allOf and anyOf. */
function propertiesOf(node: Node): Record<string, Node & { spec?: boolean }> {
  if (node.$ref) return { ...propertiesOf(definition(node.$ref)), ...(node.properties ?? {}) };
  return Object.assign({}, node.properties ?? {}, ...[...(node.allOf ?? []), ...(node.anyOf ?? [])].map(propertiesOf));
}
const requestOf = (path: string) => propertiesOf(committed.calls[path].req);
const answerOf = (path: string) => propertiesOf(committed.calls[path].res);

describe('contract/schema.json', () => {
  it('is what npm run contract:schema writes now (the committed file is current)', () => {
    expect(schemaText(buildContractSchema()) === committedText).toBe(true);
  });

  it('has one call per contract path, each with a request and an answer definition that resolve', () => {
    expect(Object.keys(committed.calls).sort()).toEqual([...contractKeys].sort());
    for (const [path, call] of Object.entries(committed.calls)) {
      for (const part of [call.req, call.res]) {
        expect(part.$ref, path).toMatch(/^#\/definitions\//);
        expect(definition(part.$ref), `${path} ${part.$ref}`).toBeDefined();
      }
    }
  });

  it('says which calls are lists, uploads, ours, and what a call carries in its query', () => {
    expect(committed.calls['/aunt/getAunts']).toMatchObject({ family: 'aunt', list: true, projected: true, optional: false });
    expect(committed.calls['/aunt/getAunt'].list).toBeUndefined();
    expect(committed.calls['/sys/uploadFile'].upload).toBe(true);
    expect(committed.calls['/company/delRole'].optional).toBe(true);
    expect(Object.values(committed.calls).filter((call) => call.optional)).toHaveLength(34);
    expect(committed.calls['/insurance/order/print'].query).toEqual({ $ref: '#/definitions/InsurancePrintParams' });
    expect(committed.calls['/finance/getFeeIOData'].summary).toEqual({ $ref: '#/definitions/FeeSummary' });
  });

  it('marks the fields the spec names, and only those', () => {
    const getAunt = requestOf('/aunt/getAunt');
    expect([getAunt.auntId.spec, getAunt.isDeleted.spec, getAunt.userId.spec]).toEqual([true, true, true]);
    const history = requestOf('/chat/getMessage');
    expect([history.sendUserId.spec, history.pageIndex.spec, history.pageSize.spec]).toEqual([true, true, true]);
    expect(requestOf('/chat/login').agentId.spec).toBe(true);
    expect(answerOf('/sys/uploadFile').filePath.spec).toBe(true);
    // Our choices carry no mark.
    expect(answerOf('/aunt/getAunt').auntName.spec).toBeUndefined();
    expect(requestOf('/aunt/setAuntToTop').isTop.spec).toBeUndefined();
  });
});

describe('docs/API.md', () => {
  it('is what npm run docs:api writes now, with a section per call naming the spec fields', () => {
    const committedDoc = readFileSync(API_DOC_FILE, 'utf8');
    expect(buildApiDoc(committed) === committedDoc).toBe(true);
    const sections = [...committedDoc.matchAll(/^#### `(\/[^`]+)`/gm)].map((match) => match[1]);
    expect(sections.sort()).toEqual([...contractKeys].sort());
    const history = committedDoc.slice(committedDoc.indexOf('#### `/chat/getMessage`'));
    expect(history).toMatch(/\| pageIndex\? \| `number` \| \*\*spec\*\* \|/);
    expect(committedDoc).toContain('#### `/company/delRole` — optional (ours)');
  });
});
