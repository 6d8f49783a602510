/**
 * #genplan: the plan with its buildings and, under it, the шахматка of the
 * building chosen on it. The open building lives in `?building=`, so a
 * шахматка is a shareable link and Back returns to the plan.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Genplan } from '@/schemas/projects';
import { ChessboardPanel } from '../chessboard/chessboard-panel';
import { ProjectSection } from '../project-section';
import { BUILDING_PARAM, CHESSBOARD_ANCHOR } from '../project-sections';
import { GenplanList } from './genplan-list';
import { GenplanMap } from './genplan-map';
import { genplanMarkers } from './genplan-model';
import styles from './genplan.module.css';

export function GenplanSection({ genplan, projectName }: { genplan: Genplan; projectName: string }) {
  const [params] = useSearchParams();
  const markers = useMemo(() => genplanMarkers(genplan), [genplan]);
  const wanted = Number(params.get(BUILDING_PARAM));
  // A stale or foreign id in the URL opens nothing rather than someone else's building.
  const selected = genplan.buildings.some((building) => building.id === wanted) ? wanted : null;

  // Keyboard users land on the шахматка they opened instead of tabbing through every other building first.
  // The scroll manager scrolls on a hash change; when #chessboard is already the hash, nothing changes for it, so scroll here.
  const openChessboard = () => {
    const hashUnchanged = window.location.hash === `#${CHESSBOARD_ANCHOR}`;
    requestAnimationFrame(() => {
      const panel = document.getElementById(CHESSBOARD_ANCHOR);
      panel?.focus({ preventScroll: true });
      if (hashUnchanged) panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  return (
    <ProjectSection id="genplan" aside={<p className={styles.hint}>Выберите корпус, чтобы открыть шахматку</p>}>
      <GenplanMap
        genplan={genplan}
        markers={markers}
        selected={selected}
        projectName={projectName}
        onOpen={openChessboard}
      />
      <GenplanList markers={markers} selected={selected} onOpen={openChessboard} />
      <ChessboardPanel buildings={genplan.buildings} selected={selected} />
    </ProjectSection>
  );
}
