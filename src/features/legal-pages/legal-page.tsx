/** /policy and /personal-data-processing: the legal text from the API with loading and error states. */
import type { LegalPageKey } from '@/schemas/content-pages';
import { LoadError } from '@/ui/load-error/load-error';
import { useGetLegalPageQuery } from './legal-api';
import { LegalDocument, LegalSkeleton } from './legal-document';

export function LegalPageContent({ pageKey }: { pageKey: Exclude<LegalPageKey, 'anti_corruption'> }) {
  const { data, isError, error, refetch } = useGetLegalPageQuery(pageKey);
  if (data) return <LegalDocument page={data} />;
  if (isError)
    return <LoadError error={error} message="Не удалось загрузить текст документа." onRetry={() => void refetch()} />;
  return <LegalSkeleton label="Загружаем текст документа…" />;
}
