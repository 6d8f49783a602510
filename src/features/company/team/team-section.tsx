/**
 * The team grid of /about filtered by department facets. The choice lives in
 * the address (`?department=`); the grid keeps its height while a new answer
 * loads, so the filter under the pointer does not jump.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckboxGroup } from '@/ui/checkbox-group/checkbox-group';
import { useGetTeamFacetsQuery, useGetTeamQuery } from '../company-pages-api';
import { EmptyNote, LoadError, LoadingSkeleton } from '../shared/load-states';
import { TeamGrid } from './team-grid';
import { departmentOptions, parseDepartments, teamSummary, withDepartments } from './team-view';
import styles from './team.module.css';

export function TeamSection() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('department') ?? '';
  // The address changes only after the router's navigation settles; a controlled checkbox waiting
  // for it would flick back meanwhile. Keep the visitor's choice at once, re-sync on back/forward.
  const [seen, setSeen] = useState(inAddress);
  const [department, setDepartment] = useState(() => parseDepartments(inAddress));
  if (seen !== inAddress) {
    setSeen(inAddress);
    setDepartment(parseDepartments(inAddress));
  }
  const facets = useGetTeamFacetsQuery();
  const team = useGetTeamQuery({ department });
  const departments = new Set(team.data?.results.map((member) => member.department)).size;

  return (
    <div className={styles.team}>
      <CheckboxGroup
        legend="Отделы"
        variant="pills"
        options={departmentOptions(facets.data)}
        value={department}
        onChange={(next) => {
          setDepartment(next);
          setParams(withDepartments(params, next), { replace: true, preventScrollReset: true });
        }}
      />
      <p className={styles.summary} aria-live="polite">
        {team.data ? teamSummary(team.data.count, departments) : '\u00a0'}
      </p>
      {team.isError ? (
        <LoadError what="команду" error={team.error} onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <LoadingSkeleton label="Загружаем команду…" items={4} tall />
      ) : team.data.count === 0 ? (
        <EmptyNote>В выбранных отделах пока никого нет. Снимите часть фильтров.</EmptyNote>
      ) : (
        <TeamGrid members={team.data.results} busy={team.isFetching} />
      )}
    </div>
  );
}
