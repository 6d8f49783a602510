/**
 * Quick lot search under the hero: rooms, price ceiling and project, with
 * the number of matching lots on the button; submitting opens /lots with
 * the same filters applied (the catalogue's own query format).
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { NOUNS, formatCount, roomFilterLabel } from '@/lib/format';
import { useGetLotsQuery } from '@/entities/lot/lots-api';
import type { RoomValue } from '@/schemas/lots';
import type { ProjectListItem } from '@/schemas/projects';
import { Button } from '@/ui/button/button';
import { CheckboxGroup } from '@/ui/checkbox-group/checkbox-group';
import { Select, type SelectValue } from '@/ui/select/select';
import {
  EMPTY_CHOICE,
  PRICE_CEILINGS,
  QUICK_ROOMS,
  priceCeilingLabel,
  quickSearchCountArgs,
  quickSearchPath,
} from './quick-search-query';
import styles from './quick-search.module.css';

export function QuickSearch({ projects }: { projects: readonly ProjectListItem[] }) {
  const navigate = useNavigate();
  const headingId = useId();
  const [choice, setChoice] = useState(EMPTY_CHOICE);
  const { data, isFetching } = useGetLotsQuery(quickSearchCountArgs(choice));
  const onSale = projects.filter(
    (project) => project.kind === 'residential' && project.clickable && project.lots_free > 0,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(quickSearchPath(choice));
  };
  const count = data?.count;
  const label =
    count === undefined
      ? 'Показать квартиры'
      : count === 0
        ? 'Нет подходящих лотов'
        : `Показать ${formatCount(count, NOUNS.lot)}`;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Подобрать квартиру
      </h2>
      <form className={styles.form} role="search" aria-labelledby={headingId} onSubmit={submit}>
        <CheckboxGroup<RoomValue>
          className={styles.rooms}
          legend="Комнат"
          variant="pills"
          value={choice.rooms}
          options={QUICK_ROOMS.map((room) => ({ value: room, label: roomFilterLabel(room) }))}
          onChange={(rooms) => setChoice((prev) => ({ ...prev, rooms }))}
        />
        <Select
          className={styles.select}
          label="Стоимость"
          options={[
            { value: '', label: 'Любая', reset: true },
            ...PRICE_CEILINGS.map((value) => ({ value, label: priceCeilingLabel(value) })),
          ]}
          value={choice.priceMax}
          onChange={(value: SelectValue | null) =>
            setChoice((prev) => ({ ...prev, priceMax: typeof value === 'number' ? value : null }))
          }
        />
        <Select
          className={styles.select}
          label="Проект"
          options={[
            { value: '', label: 'Все проекты', reset: true },
            ...onSale.map((project) => ({ value: project.id, label: project.name })),
          ]}
          value={choice.project}
          onChange={(value: SelectValue | null) =>
            setChoice((prev) => ({ ...prev, project: typeof value === 'number' ? value : null }))
          }
        />
        <Button
          className={styles.submit}
          type="submit"
          variant="accent"
          size="l"
          loading={isFetching && count === undefined}
          disabled={count === 0}
        >
          {label}
        </Button>
      </form>
    </section>
  );
}
