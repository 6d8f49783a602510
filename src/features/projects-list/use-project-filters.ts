/**
 * The list filters live in the URL only: a filter state is a shareable link,
 * and Back/Forward restore it without extra state. Each change is a history
 * entry; the page keeps its scroll position.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseProjectFilters, projectFiltersSearch, type ProjectListFilters } from './project-filters-model';

export function useProjectFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseProjectFilters(search), [search]);
  const setFilters = useCallback(
    (next: ProjectListFilters) => {
      const query = projectFiltersSearch(next);
      // Built by hand, not via setSearchParams: URLSearchParams would turn the spec's commas into %2C.
      void navigate({ search: query ? `?${query}` : '' }, { preventScrollReset: true });
    },
    [navigate],
  );
  return [filters, setFilters] as const;
}
