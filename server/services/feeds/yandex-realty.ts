/**
 * `/feeds/yandex-realty.xml`: the Yandex Realty feed (YRL, namespace
 * realty/2010-06), field by field as Yandex's requirements pages describe it
 * (tests/feeds/yandex-realty.xsd names them; research in
 * /work/notes/issue32-yandex-feed.md). Elements come in one fixed order,
 * the one that XSD checks; Yandex itself does not mind the order.
 *
 * How each kind of lot goes out:
 * - flat, apartments: «жилая» «квартира» (апартаменты flagged with
 *   `apartments`), townhouse: «жилая» «таунхаус» — the new-buildings page's
 *   categories, with `new-flat`, «первичная продажа», the building's stage,
 *   quarter and year;
 * - commercial, office, premise: «коммерческая» with `commercial-type`
 *   retail, office, free purpose (the commercial page: no property-type, no
 *   new-flat, no deal-status for a sale);
 * - parking: «гараж» with `garage-type` «parking place» (машино-место; the
 *   English value, because the sources spell the Russian one two ways);
 * - storage (кладовые): left out. YRL has no category for a storage room:
 *   «гараж» is for vehicles and commercial «warehouse» is a warehouse, and
 *   either would mislabel the lot to buyers.
 * `yandex-building-id`/`yandex-house-id` (Yandex's own ids of the ЖК and
 * its корпуса) are not in our data, so they are not sent.
 */
import type { LotKind } from '../../db/schema/enums.ts';
import type { LotRecord } from '../lots/snapshot.ts';
import type { FeedContext } from './feed-context.ts';
import type { FeedFormat } from './feed-format.ts';
import {
  buildingPart,
  CITY,
  completionStage,
  lotDescription,
  lotPageUrl,
  moscowDateTime,
  pictureFinder,
  russianPhone,
  streetAddress,
} from './lot-facts.ts';
import { leaf, node, XML_DECLARATION } from './xml-writer.ts';

const YANDEX_REALTY_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06';

const LIVING: Partial<Record<LotKind, string>> = { flat: 'квартира', apartments: 'квартира', townhouse: 'таунхаус' };
const COMMERCIAL_TYPE: Partial<Record<LotKind, string>> = {
  commercial: 'retail',
  office: 'office',
  premise: 'free purpose',
};
const STAGE = { unfinished: 'unfinished', built: 'built', 'handed-over': 'hand-over' } as const;
/** Finishing slugs (seed/insert-lots.ts) in the words of the new-buildings page… */
const LIVING_RENOVATION: Record<string, string> = {
  'shell-core': 'без отделки',
  'white-box': 'whitebox',
  finish: 'чистовая',
  designer: 'под ключ',
};
/** …and of the commercial page, which has no word for white box (so none is sent). */
const COMMERCIAL_RENOVATION: Record<string, string> = {
  'shell-core': 'черновая отделка',
  finish: 'с отделкой',
  designer: 'дизайнерский',
};

const area = (name: string, value: number | null) =>
  value === null ? '' : node(name, [leaf('value', value), leaf('unit', 'кв. м')]);

/**
 * The location of a project's lots, in two parts around the flat number:
 * the same for every lot of the project, so written once per request.
 */
function projectPlace(lot: LotRecord, context: FeedContext): { head: string[]; tail: string[] } {
  const project = context.projects.get(lot.project.id);
  // Nearest first; a name twice (two lines through one station) once, at its nearest.
  const seen = new Set<string>();
  const stations = (context.metro.get(lot.project.id) ?? []).filter(
    (entry) => !seen.has(entry.metro_station.name) && seen.add(entry.metro_station.name),
  );
  return {
    head: [
      leaf('country', 'Россия'),
      leaf('locality-name', CITY),
      leaf('sub-locality-name', lot.project.district),
      leaf('address', streetAddress(lot.project.address)),
    ],
    tail: [
      leaf('latitude', project?.lat),
      leaf('longitude', project?.lng),
      ...stations.map((entry) =>
        node('metro', [
          leaf('name', entry.metro_station.name),
          leaf(entry.type.name === 'walk' ? 'time-on-foot' : 'time-on-transport', entry.time),
        ]),
      ),
    ],
  };
}

interface Shared {
  pictures: ReturnType<typeof pictureFinder>;
  salesAgent: string;
  places: Map<number, ReturnType<typeof projectPlace>>;
}

function offer(lot: LotRecord, context: FeedContext, { pictures, salesAgent, places }: Shared): string {
  const living = LIVING[lot.kind];
  const commercialType = COMMERCIAL_TYPE[lot.kind];
  const slug = lot.finishing ? context.finishingSlugs.get(lot.finishing.id) : undefined;
  const created = context.createdAt(lot.id);
  const { plan, photos } = pictures(lot);
  const header = living
    ? [leaf('property-type', 'жилая'), leaf('category', living), leaf('deal-status', 'первичная продажа')]
    : [
        leaf('category', commercialType ? 'коммерческая' : 'гараж'),
        commercialType ? leaf('commercial-type', commercialType) : leaf('garage-type', 'parking place'),
        commercialType
          ? leaf(
              'commercial-building-type',
              context.projects.get(lot.project.id)?.kind === 'commercial' ? 'business center' : 'residential building',
            )
          : '',
      ];
  const home = living
    ? [
        area('living-space', lot.livingArea),
        area('kitchen-space', lot.kitchenArea),
        // A studio is one room flagged `studio` (the new-buildings page requires `rooms`).
        leaf('rooms', Math.max(1, lot.rooms ?? 1)),
        lot.rooms === 0 ? leaf('studio', 1) : '',
        lot.kind === 'apartments' ? leaf('apartments', 1) : '',
        leaf('new-flat', 1),
      ]
    : [];
  const stage = completionStage(lot);
  const building = living
    ? [
        leaf('building-section', buildingPart(lot)),
        leaf('building-state', STAGE[stage]),
        leaf('ready-quarter', lot.building.completion.quarter),
        leaf('built-year', lot.building.completion.year),
      ]
    : [];
  let place = places.get(lot.project.id);
  if (!place) places.set(lot.project.id, (place = projectPlace(lot, context)));
  const location = node('location', [...place.head, living ? leaf('apartment', lot.number) : '', ...place.tail]);
  const renovation = slug
    ? (living ? LIVING_RENOVATION : commercialType ? COMMERCIAL_RENOVATION : {})[slug]
    : undefined;
  const body = [
    leaf('type', 'продажа'),
    ...header,
    leaf('url', lotPageUrl(lot, context.origin)),
    leaf('creation-date', moscowDateTime(created ?? Date.parse(lot.updatedAt))),
    leaf('last-update-date', moscowDateTime(Date.parse(lot.updatedAt))),
    location,
    salesAgent,
    node('price', [leaf('value', lot.price), leaf('currency', 'RUB')]),
    area('area', lot.area),
    ...home,
    // Underground parking levels have no floor in the garage section of the format.
    commercialType || living ? leaf('floor', lot.floorNumber) : '',
    commercialType || living ? leaf('floors-total', lot.floorsTotal) : '',
    leaf('building-name', lot.project.name),
    ...building,
    leaf('renovation', renovation),
    leaf('ceiling-height', lot.ceiling),
    living && lot.balcony ? leaf('balcony', 'балкон') : '',
    plan ? leaf('image', plan, { tag: 'plan' }) : '',
    ...photos.map((photo) => leaf('image', photo)),
    leaf('description', lotDescription(lot, context.projects.get(lot.project.id))),
  ];
  return node('offer', body, { 'internal-id': lot.id });
}

export const yandexRealtyFormat: FeedFormat = {
  kinds: new Set<LotKind>(['flat', 'apartments', 'townhouse', 'commercial', 'office', 'premise', 'parking']),
  head: (now) =>
    `${XML_DECLARATION}<realty-feed xmlns="${YANDEX_REALTY_NAMESPACE}">\n${leaf('generation-date', moscowDateTime(now))}\n`,
  tail: '</realty-feed>\n',
  renderer(context) {
    const { seller, origin } = context;
    // The same seller on every offer: written once per request.
    const salesAgent = node('sales-agent', [
      leaf('phone', russianPhone(seller.phone).international),
      leaf('category', 'застройщик'),
      leaf('organization', seller.organization),
      leaf('url', `${origin}/`),
      leaf('email', seller.email),
    ]);
    const shared: Shared = { pictures: pictureFinder(context), salesAgent, places: new Map() };
    return (lot) => offer(lot, context, shared);
  },
};
