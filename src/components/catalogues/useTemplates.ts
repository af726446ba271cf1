/**
 * The company's templates of one kind (/custom/template/list {templateName}), asked again after a
 * catalogue change; `enabled` false waits (a snippet menu asks when it is first opened).
 */
import { templateList, type Template } from '@/api/custom';
import type { TemplateKind } from '@/domain/templates';
import { useFreshData, type FreshData } from '@/hooks/useQueryData';
import { useCatalogueVersion } from './catalogueChanges';

export function useTemplates(kind: TemplateKind, { enabled = true }: { enabled?: boolean } = {}): FreshData<Template[]> {
  const version = useCatalogueVersion();
  return useFreshData(`templates:${kind}:v${version}`, (signal) => templateList({ templateName: kind }, { signal, silent: true }), { enabled });
}
