/**
 * The company's values of every aunt attribute (customQueries.auntAttributeValues), for the forms
 * that offer them; asked again after a catalogue change (its invalidation).
 *
 * @example
 *   const values = useAuntAttributeValues();
 *   values.data?.religion.map((row) => row.value)
 */
import { customQueries, type AttributeValueLists } from '@/api/custom.queries';
import { useQueryData, type QueryData } from '@/hooks/useQueryData';

export type { AttributeValueLists };

export function useAuntAttributeValues(): QueryData<AttributeValueLists> {
  return useQueryData(customQueries.auntAttributeValues());
}
