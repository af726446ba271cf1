/**
 * The company's values of every aunt attribute (/custom/attribute/value/list, one call per
 * attribute, sent together), for the forms that offer them; asked again after a catalogue change.
 *
 * @example
 *   const values = useAuntAttributeValues();
 *   values.data?.religion.map((row) => row.value)
 */
import { attributeValueList, type AttributeValue } from '@/api/custom';
import { AUNT_ATTRIBUTE_NAMES, type AuntAttrName } from '@/domain/auntAttributes';
import { useFreshData, type FreshData } from '@/hooks/useQueryData';
import { useCatalogueVersion } from './catalogueChanges';

export type AttributeValueLists = Record<AuntAttrName, AttributeValue[]>;

export function loadAuntAttributeValues(signal?: AbortSignal): Promise<AttributeValueLists> {
  return Promise.all(AUNT_ATTRIBUTE_NAMES.map((attrName) => attributeValueList({ attrName }, { signal, silent: true }))).then(
    (lists) => Object.fromEntries(AUNT_ATTRIBUTE_NAMES.map((attrName, index) => [attrName, lists[index] ?? []])) as AttributeValueLists,
  );
}

export function useAuntAttributeValues(): FreshData<AttributeValueLists> {
  const version = useCatalogueVersion();
  return useFreshData(`attributeValues:v${version}`, (signal) => loadAuntAttributeValues(signal));
}
