/**
 * The custom family's queries (api/custom.ts); see company.queries.ts. Attribute values and
 * templates are catalogues (`catalogues`, invalidated by a catalogue write); a staff member's own
 * column layout is not.
 */
import { queryOptions } from '@tanstack/react-query';
import { AUNT_ATTRIBUTE_NAMES, type AuntAttrName } from '@/domain/auntAttributes';
import type { CustomTableType } from '@/domain/customColumns';
import type { TemplateKind } from '@/domain/templates';
import { attributeValueList, columnDisplayList, templateList, type AttributeValue } from './custom';

export type AttributeValueLists = Record<AuntAttrName, AttributeValue[]>;

const all = ['custom'] as const;
const catalogues = [...all, 'catalogues'] as const;

export const customQueries = {
  all,
  catalogues,
  /** One attribute's values (/custom/attribute/value/list). */
  attributeValues: (attrName: string) =>
    queryOptions({
      queryKey: [...catalogues, 'attributeValues', attrName],
      queryFn: ({ signal }) => attributeValueList({ attrName }, { signal, silent: true }),
    }),
  /** Every aunt attribute's values, asked together (one call per attribute). */
  auntAttributeValues: () =>
    queryOptions({
      queryKey: [...catalogues, 'auntAttributeValues'],
      queryFn: ({ signal }) =>
        Promise.all(AUNT_ATTRIBUTE_NAMES.map((attrName) => attributeValueList({ attrName }, { signal, silent: true }))).then(
          (lists) => Object.fromEntries(AUNT_ATTRIBUTE_NAMES.map((attrName, index) => [attrName, lists[index] ?? []])) as AttributeValueLists,
        ),
    }),
  /** The company's templates of one kind (/custom/template/list). */
  templates: (kind: TemplateKind) =>
    queryOptions({ queryKey: [...catalogues, 'templates', kind], queryFn: ({ signal }) => templateList({ templateName: kind }, { signal, silent: true }) }),
  /** The signed-in staff member's own column layout of a list (/custom/column/display/list; [] = none). */
  columnDisplay: (tableType: CustomTableType) =>
    queryOptions({
      queryKey: [...all, 'columnDisplay', tableType],
      queryFn: ({ signal }) => columnDisplayList({ moduleName: tableType }, { signal, silent: true }),
    }),
};
