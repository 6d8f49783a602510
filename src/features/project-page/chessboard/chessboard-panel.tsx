/**
 * The шахматка under the genplan (anchor #chessboard): a hint until a
 * building is chosen, then a tab per building, the building's facts, the
 * legend and the grid. Switching tabs replaces the URL entry (the chosen
 * building is a view setting, not a new page).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/ui/link/link';
import { NOUNS, formatCount, formatFloorsCount, type PluralForms } from '@/lib/format';
import { Tabs } from '@/ui/tabs/tabs';
import { useGetBuildingChessboardQuery } from '@/entities/project/projects-api';
import type { GenplanBuilding } from '@/schemas/projects';
import { buildingFreeText, buildingLink } from '../genplan/genplan-model';
import { CHESSBOARD_ANCHOR } from '../project-sections';
import { ChessboardLegend } from './chessboard-legend';
import { buildChessboard } from './chessboard-model';
import { ChessboardTable } from './chessboard-table';
import styles from './chessboard.module.css';

const SECTIONS: PluralForms = ['секция', 'секции', 'секций'];

export function ChessboardPanel({
  buildings,
  selected,
}: {
  buildings: readonly GenplanBuilding[];
  selected: number | null;
}) {
  const navigate = useNavigate();
  const { currentData: detail, isError } = useGetBuildingChessboardQuery(selected ?? skipToken);
  const board = useMemo(() => (detail ? buildChessboard(detail) : null), [detail]);
  const building = buildings.find((item) => item.id === selected);

  return (
    // Focusable from script only: a building link moves focus here (see genplan-section.tsx).
    <div id={CHESSBOARD_ANCHOR} className={styles.panel} tabIndex={-1}>
      {!building ? (
        <p className={styles.prompt}>Шахматка появится здесь, когда вы выберете корпус на генплане.</p>
      ) : (
        <>
          <h3 className={styles.title}>Шахматка: {building.name}</h3>
          {buildings.length > 1 && (
            <Tabs
              label="Корпуса"
              size="s"
              items={buildings.map((item) => ({ id: String(item.id), label: item.name }))}
              value={String(building.id)}
              onChange={(id) => void navigate(buildingLink(Number(id)), { replace: true, preventScrollReset: true })}
            />
          )}
          <p className={styles.facts}>
            {[
              formatFloorsCount(building.floors_total),
              detail && formatCount(detail.sections_count, SECTIONS),
              buildingFreeText(building.lots_free),
              building.completion.text,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {/* Spec §8 logs failed requests; the words here only say why the grid is missing. */}
          {isError && <p className={styles.prompt}>Шахматка этого корпуса сейчас недоступна.</p>}
          {!board && !isError && <div className={styles.loading} aria-busy="true" aria-label="Загружаем шахматку" />}
          {board && board.rows.length === 0 && <p className={styles.prompt}>В этом корпусе нет лотов в продаже.</p>}
          {board && board.rows.length > 0 && (
            <>
              <ChessboardLegend groups={board.groups} />
              <ChessboardTable board={board} caption={`Шахматка: ${building.name}, этажи сверху вниз`} />
            </>
          )}
          {board && board.otherLots > 0 && (
            // Parking and storage levels hold hundreds of places: the catalogue lists them better than a grid.
            <Link className={styles.more} to={`/lots?building=${building.id}&type=parking,storage`}>
              Машино-места и кладовые корпуса: {formatCount(board.otherLots, NOUNS.lot)}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
