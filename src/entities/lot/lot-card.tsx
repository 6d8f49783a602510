/**
 * A lot as a card (grid) or a row (list): plan, «2-комнатная, 64,3 м²»,
 * project, building/section, floor, completion, price (old one struck out),
 * price per m² and a «Забронирован» badge. Used by the catalogue, favourites
 * and the project page; favourite / compare toggles go into `actions`.
 *
 * The whole card is one link (the title's link stretches over it), so the
 * action buttons sit above that layer and stay separately clickable.
 */
import type { ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import { formatArea, formatFloor, formatPrice, formatPricePerMeter, roomsLabel } from '@/lib/format';
import { LOT_KIND_NAMES } from '@/lib/lot-kind-names';
import type { LotCard as LotCardData } from '@/schemas/lots';
import { LotPlan } from './lot-plan';
import styles from './lot-card.module.css';

export type LotCardView = 'card' | 'list';

/** «2-комнатная, 64,3 м²», «Евро-2, 41 м²», «Машино-место, 13,5 м²». */
export function lotTitle(lot: Pick<LotCardData, 'kind' | 'rooms' | 'is_euro' | 'area'>): string {
  const rooms = roomsLabel(lot.rooms, { euro: lot.is_euro });
  const name =
    rooms && (lot.kind === 'flat' || lot.kind === 'apartments' || lot.kind === 'townhouse')
      ? rooms
      : LOT_KIND_NAMES[lot.kind];
  return `${name}, ${formatArea(lot.area)}`;
}

/** «Корпус 2, секция 3» — the building number is a name like «2» or «2А». */
function lotPlace(lot: Pick<LotCardData, 'building_number' | 'section_number'>): string {
  const section = lot.section_number === null ? '' : `, секция ${lot.section_number}`;
  return `Корпус ${lot.building_number}${section}`;
}

/** «5 из 24 этажей»; underground parking and storage read «−1, подземный» (a total means nothing there). */
export function lotFloor(lot: Pick<LotCardData, 'floor_number' | 'floors_total'>): string {
  if (lot.floor_number < 0) return `\u2212${Math.abs(lot.floor_number)}, подземный`;
  return formatFloor(lot.floor_number, lot.floors_total);
}

export interface LotCardProps {
  lot: LotCardData;
  view?: LotCardView;
  /** Slot for favourite and compare toggles (another issue adds them). */
  actions?: ReactNode;
  /** Extra content under the facts (e.g. a project-page note). */
  children?: ReactNode;
  /** The first visible cards load their plan eagerly: it is the largest image above the fold. */
  priority?: boolean;
  /** Heading level of the title inside the surrounding page. */
  headingLevel?: 2 | 3;
}

export function LotCard({ lot, view = 'card', actions, children, priority = false, headingLevel = 3 }: LotCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const booked = lot.status === 'BOOKED';
  const discounted = lot.old_price !== null && lot.old_price > lot.price;
  return (
    <article className={styles.card} data-view={view} data-status={lot.status}>
      <div className={styles.media}>
        <LotPlan plan={lot.plan} alt={`Планировка: ${lotTitle(lot)}`} priority={priority} />
        {booked && <span className={styles.badge}>Забронирован</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={lot.url} className={styles.link}>
            {lotTitle(lot)}
          </Link>
        </Heading>
        <p className={styles.project}>{lot.project.name}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Расположение</dt>
            <dd>{lotPlace(lot)}</dd>
          </div>
          <div>
            <dt>Этаж</dt>
            <dd>{lotFloor(lot)}</dd>
          </div>
          <div>
            <dt>Срок сдачи</dt>
            <dd>{lot.completion.text}</dd>
          </div>
        </dl>
        {children}
      </div>
      <div className={styles.prices}>
        <p className={styles.price}>
          <span className="visually-hidden">Цена: </span>
          {formatPrice(lot.price)}
        </p>
        {discounted && (
          <p className={styles.oldPrice}>
            <span className="visually-hidden">Старая цена: </span>
            <s>{formatPrice(lot.old_price as number)}</s>
          </p>
        )}
        <p className={styles.perMeter}>{formatPricePerMeter(lot.price_per_m2)}</p>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
