import { describe, expect, it } from 'vitest';
import { checkValue, formatFinding, type SchemaNode } from '@/api/schemaCheck';

const root: SchemaNode = {
  definitions: {
    Aunt: {
      type: 'object',
      properties: {
        auntId: { type: 'integer' },
        name: { type: 'string' },
        mobile: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        workStatus: { type: 'number', enum: [1, 2, 3] },
        skills: { type: 'array', items: { type: 'number' } },
      },
      required: ['auntId', 'name', 'mobile'],
      additionalProperties: false,
    },
    Page: { type: 'array', items: { $ref: '#/definitions/Aunt' } },
  },
};
const aunt = { $ref: '#/definitions/Aunt' };

describe('checkValue', () => {
  it('finds nothing when the answer conforms (a nullable field null, an optional field absent)', () => {
    expect(checkValue(root, aunt, { auntId: 1, name: '王芳', mobile: null, skills: [1, 2] })).toEqual([]);
  });

  it('names a missing field, an extra field, a field of another type and a value outside its list', () => {
    const findings = checkValue(root, aunt, { auntId: '1', mobile: '138', workStatus: 9, phone: '138' });
    expect(findings.map(formatFinding).sort()).toEqual([
      'auntId: type string, expected integer',
      'name: missing (string)',
      'phone: extra (string)',
      'workStatus: value 9, expected 1, 2, 3',
    ]);
  });

  it('reports a list row difference once per field with the number of rows', () => {
    const rows = [
      { auntId: 1, name: 'a', mobile: null, customerName: 'x' },
      { auntId: 2, name: 'b', mobile: null, customerName: 'y' },
      { auntId: 3, name: 'c', mobile: 1 },
    ];
    const findings = checkValue(root, { $ref: '#/definitions/Page' }, rows);
    expect(findings).toEqual(
      expect.arrayContaining([
        { field: '[].customerName', kind: 'extra', actual: 'string', count: 2 },
        { field: '[].mobile', kind: 'type', expected: 'string', actual: 'number', count: 1 },
      ]),
    );
    expect(findings).toHaveLength(2);
  });

  it('an integer field given 1.5 is of another type; the root of another type is one finding', () => {
    expect(checkValue(root, aunt, { auntId: 1.5, name: 'a', mobile: null }).map(formatFinding)).toEqual(['auntId: type number, expected integer']);
    expect(checkValue(root, { $ref: '#/definitions/Page' }, { rows: [] }).map(formatFinding)).toEqual(['(answer): type object, expected array']);
  });

  it('says so when a reference is not in the schema', () => {
    expect(() => checkValue(root, { $ref: '#/definitions/Nope' }, {})).toThrow('#/definitions/Nope is not in the schema');
  });
});
