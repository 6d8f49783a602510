/**
 * The lot page (issue 3): breadcrumbs, heading, plan, buy box, facts,
 * floor position, metro, project and similar lots, plus the sticky price
 * bar on phones. It renders a loaded lot; the route module decides what a
 * missing one looks like.
 *
 * Mobile first: one column in reading order (heading, plan, price, facts).
 * From 1024 px the plan and facts take the left column and the buy box
 * stays in view on the right.
 */
import { useMemo, type ReactNode } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { useRenderedAt } from '@/lib/render/render-env';
import { Container } from '@/ui/container/container';
import { ShareButton } from '@/ui/share/share-button';
import { MountLater } from '@/ui/mount-later/mount-later';
import { MountNextFrame } from '@/ui/mount-later/stepwise-list';
import { modalOpened } from '@/entities/modal/modal-slice';
import type { LotDetail } from '@/schemas/lots';
import { LotCachedNote, useKeepLotOffline } from './lot-offline-copy';
import { LotBreadcrumbs } from './lot-breadcrumbs';
import { LotBuyBox } from './lot-buy-box';
import { LotFacts } from './lot-facts';
import { LotFloorPosition } from './lot-floor-position';
import { LotHead } from './lot-head';
import { LotMetro } from './lot-metro';
import { floorView, metroViews } from './lot-place-model';
import { LotPhotos } from './lot-photos';
import { LotPlanFigure } from './lot-plan-figure';
import { LotPriceHistory } from './lot-price-history';
import { LotProject } from './lot-project';
import { LotSimilar } from './lot-similar';
import { LotStickyBar } from './lot-sticky-bar';
import { lotViewModel } from './lot-view-model';
import { useInView } from './use-in-view';
import { useProjectPath } from './use-lot-detail';
import styles from './lot-page.module.css';

export interface LotPageProps {
  /** `cachedAt`: the service worker's copy (offline), shown as «данные на …». */
  lot: LotDetail & { cachedAt?: string | null };
  /** Slot for the favourite and compare toggles (issue 4). */
  actions?: ReactNode;
  /** Slot for «Скачать PDF» and «Распечатать» (issue 7). */
  documents?: ReactNode;
}

export function LotPage({ lot, actions, documents }: LotPageProps) {
  const dispatch = useAppDispatch();
  const now = useRenderedAt();
  const view = useMemo(() => lotViewModel(lot, now), [lot, now]);
  const metro = useMemo(() => metroViews(lot.metro), [lot.metro]);
  const floor = useMemo(() => floorView(lot), [lot]);
  const projectPath = useProjectPath(lot);
  useKeepLotOffline({ id: lot.id, kind: lot.kind, plan: lot.plan, cachedAt: lot.cachedAt ?? null });
  // The bar (about 8rem tall) covers the bottom of the screen: a buy box hidden under it counts as out of view.
  const [buyRef, buyInView] = useInView<HTMLDivElement>(80);

  // The side panels get the lot (and its project): the manager sees which lot the request is about.
  const lotProps = { lotId: lot.id, lotTitle: view.title };
  const projectProps = { projectId: lot.project.id, projectName: lot.project.name };
  const request = () => dispatch(modalOpened({ name: 'callback', props: { ...lotProps, ...projectProps } }));
  const book = () => dispatch(modalOpened({ name: 'lot-booking', props: lotProps }));
  const visit = () => dispatch(modalOpened({ name: 'visit', props: projectProps }));

  return (
    <Container className={styles.page}>
      <LotBreadcrumbs
        items={[
          { label: 'Главная', to: '/' },
          { label: 'Выбрать недвижимость', to: '/lots' },
          { label: lot.project.name, to: projectPath ?? undefined },
          { label: view.shortTitle },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.head}>
          <LotHead view={view} projectName={lot.project.name} />
          <LotCachedNote cachedAt={lot.cachedAt} />
        </div>
        <div className={styles.planArea}>
          {/* Without a plan the floor plate is the best picture of the lot, so it takes the plan's place. */}
          {!lot.plan && floor ? (
            <LotFloorPosition floor={floor} />
          ) : (
            <LotPlanFigure plan={lot.plan} alt={view.planAlt} />
          )}
          {/* A copy the service worker kept before photos existed has none. */}
          <LotPhotos plan={lot.plan} planAlt={view.planAlt} photos={lot.photos ?? []} />
        </div>
        <div className={styles.buyArea} ref={buyRef}>
          <LotBuyBox
            view={view}
            onRequest={request}
            onBook={book}
            onVisit={visit}
            actions={actions}
            documents={documents}
            share={
              <ShareButton
                variant="ghost"
                title={`${view.title} — ${lot.project.name}`}
                text={view.price.price || undefined}
                url={lot.url}
              />
            }
          />
        </div>
        <div className={styles.details}>
          {/* Under the plan and the buy box: a commit of its own, after the first screen's (decision 022). */}
          <MountLater>
            <LotFacts view={view} />
            <LotPriceHistory history={lot.price_history} now={now} />
            {lot.plan && floor && <LotFloorPosition floor={floor} />}
            <LotMetro entries={metro} />
            <LotProject
              name={lot.project_name || lot.project.name}
              district={lot.district}
              address={lot.address}
              path={projectPath}
            />
          </MountLater>
        </div>
      </div>
      {/* The similar lots (~180 elements) a frame after the details: two short layouts rather than one long. */}
      <MountLater>
        <MountNextFrame>
          <LotSimilar lots={lot.similar} />
        </MountNextFrame>
      </MountLater>
      <LotStickyBar view={view} onRequest={request} onBook={book} hidden={buyInView} />
    </Container>
  );
}
