/**
 * The company's templates of one kind (customQueries.templates), asked again after a catalogue
 * change (its invalidation); `enabled` false waits (a snippet menu asks when it is first opened).
 */
import type { Template } from '@/api/custom';
import { customQueries } from '@/api/custom.queries';
import type { TemplateKind } from '@/domain/templates';
import { useQueryData, type QueryData } from '@/hooks/useQueryData';

export function useTemplates(kind: TemplateKind, { enabled = true }: { enabled?: boolean } = {}): QueryData<Template[]> {
  return useQueryData(customQueries.templates(kind), { enabled });
}
