/**
 * `/feeds/cian.xml`: the ЦИАН feed (`feed_version` 2), as its import
 * documentation describes it (tests/feeds/cian.xsd names the pages;
 * research in /work/notes/issue32-cian-feed.md). Elements come in one fixed
 * order, the one that XSD checks.
 *
 * How each kind of lot goes out:
 * - flat, apartments: newBuildingFlatSale (`IsApartments`), with the ЖК and
 *   корпус (`JKSchema`), the deadline, and the sale type: 214-ФЗ while the
 *   building is not handed over, a free sale after;
 * - commercial: shoppingAreaSale (street retail), office: officeSale,
 *   premise: freeAppointmentObjectSale;
 * - parking: garageSale with `Garage/Type` parkingPlace;
 * - storage and townhouse: left out. ЦИАН has no category for a storage
 *   room, and its townhouseSale is a suburban category built around a plot
 *   of land our data does not describe.
 *
 * `JKSchema/Id` and `House/Id` are ЦИАН's own ids of the ЖК and корпус
 * (ЦИАН links a listing to its ЖК card by them; they come from the ЖК's page
 * on cian.ru and ЦИАН's support). Our data has none, so they are set per
 * deployment (`CIAN_JK_IDS`, `CIAN_HOUSE_IDS`); until they are, our own
 * project and building ids stand in, which keeps the document complete but
 * must be replaced before the feed is registered with ЦИАН.
 */
import type { LotKind } from '../../db/schema/enums.ts';
import type { LotRecord } from '../lots/snapshot.ts';
import type { FeedContext } from './feed-context.ts';
import type { FeedFormat } from './feed-format.ts';
import { completionStage, lotDescription, pictureFinder, russianPhone, type LotPictures } from './lot-facts.ts';
import { leaf, node, XML_DECLARATION } from './xml-writer.ts';

export interface CianIds {
  /** ЦИАН's ЖК id by project slug. */
  jk: ReadonlyMap<string, number>;
  /** ЦИАН's корпус id by `slug/building number`. */
  house: ReadonlyMap<string, number>;
}

const CATEGORY: Partial<Record<LotKind, string>> = {
  flat: 'newBuildingFlatSale',
  apartments: 'newBuildingFlatSale',
  commercial: 'shoppingAreaSale',
  office: 'officeSale',
  premise: 'freeAppointmentObjectSale',
  parking: 'garageSale',
};
const QUARTERS = ['first', 'second', 'third', 'fourth'] as const;
/** Finishing slugs (seed/insert-lots.ts) in ЦИАН's `Decoration` words; white box has none of its own. */
const DECORATION: Record<string, string> = { 'shell-core': 'without', finish: 'fine', designer: 'fine' };

/** 1–5 rooms as they are, 6 for six and more, 9 for a studio (ЦИАН's codes). */
function flatRoomsCount(rooms: number | null): number {
  if (rooms === null || rooms === 0) return 9;
  return Math.min(rooms, 6);
}

/** The plan is the default picture when there is one; otherwise the first photo (only one may be the default). */
function photos({ plan, photos: list }: LotPictures): string[] {
  const photo = (url: string, isDefault: boolean) => [leaf('FullUrl', url), leaf('IsDefault', isDefault)];
  return [
    plan ? node('LayoutPhoto', photo(plan, true)) : '',
    node(
      'Photos',
      list.map((url, index) => node('PhotoSchema', photo(url, !plan && index === 0))),
    ),
  ];
}

function flatPart(lot: LotRecord, context: FeedContext, ids: CianIds): string[] {
  const slug = lot.finishing ? context.finishingSlugs.get(lot.finishing.id) : undefined;
  const stage = completionStage(lot);
  const { completion } = lot.building;
  return [
    leaf('FlatRoomsCount', flatRoomsCount(lot.rooms)),
    lot.isEuro ? leaf('IsEuroFlat', true) : '',
    leaf('IsApartments', lot.kind === 'apartments'),
    leaf('TotalArea', lot.area),
    leaf('LivingArea', lot.livingArea),
    leaf('KitchenArea', lot.kitchenArea),
    leaf('FloorNumber', lot.floorNumber),
    leaf('Decoration', slug ? DECORATION[slug] : undefined),
    node('JKSchema', [
      leaf('Id', ids.jk.get(lot.project.slug) ?? lot.project.id),
      leaf('Name', lot.project.name),
      node('House', [
        leaf('Id', ids.house.get(`${lot.project.slug}/${lot.building.number}`) ?? lot.building.id),
        leaf('Name', lot.building.name),
        node('Flat', [
          leaf('FlatNumber', /^\d{1,9}$/.test(lot.number) ? Number(lot.number) : null),
          leaf('SectionNumber', lot.section?.number),
        ]),
      ]),
    ]),
    node('Building', [
      leaf('FloorsCount', lot.floorsTotal),
      leaf('CeilingHeight', lot.ceiling),
      node('Deadline', [
        leaf('Quarter', QUARTERS[completion.quarter - 1]),
        leaf('Year', completion.year),
        leaf('IsComplete', stage === 'handed-over'),
      ]),
    ]),
    node('BargainTerms', [
      leaf('Price', lot.price),
      leaf('Currency', 'rur'),
      leaf('SaleType', stage === 'handed-over' ? 'free' : 'fz214'),
    ]),
  ];
}

function commercialPart(lot: LotRecord, context: FeedContext): string[] {
  const slug = lot.finishing ? context.finishingSlugs.get(lot.finishing.id) : undefined;
  // «Под чистовую отделку» is white box, a finished office «офисная отделка»; bare walls have no word of their own.
  const condition =
    slug === 'white-box'
      ? 'finishing'
      : slug === 'designer'
        ? 'design'
        : slug === 'finish' && lot.kind === 'office'
          ? 'office'
          : undefined;
  const inOfficeProject = context.projects.get(lot.project.id)?.kind === 'commercial';
  return [
    leaf('TotalArea', lot.area),
    leaf('FloorNumber', lot.floorNumber),
    leaf('ConditionType', condition),
    lot.kind === 'commercial' ? leaf('PlacementType', 'streetRetail') : '',
    node('Building', [
      leaf('FloorsCount', lot.floorsTotal),
      leaf('CeilingHeight', lot.ceiling),
      leaf('Type', inOfficeProject ? 'businessCenter' : 'residentialHouse'),
    ]),
    node('BargainTerms', [leaf('Price', lot.price), leaf('Currency', 'rur'), leaf('PriceType', 'all')]),
  ];
}

function garagePart(lot: LotRecord): string[] {
  return [
    node('Garage', [leaf('Type', 'parkingPlace')]),
    leaf('TotalArea', lot.area),
    leaf('FloorNumber', lot.floorNumber),
    node('BargainTerms', [leaf('Price', lot.price), leaf('Currency', 'rur')]),
  ];
}

export function cianFormat(ids: CianIds): FeedFormat {
  return {
    kinds: new Set(Object.keys(CATEGORY) as LotKind[]),
    head: () => `${XML_DECLARATION}<feed>\n<feed_version>2</feed_version>\n`,
    tail: '</feed>\n',
    renderer(context) {
      const phone = russianPhone(context.seller.phone);
      const phones = node('Phones', [node('PhoneSchema', [leaf('CountryCode', '+7'), leaf('Number', phone.national)])]);
      const pictures = pictureFinder(context);
      return (lot) => {
        const category = CATEGORY[lot.kind] ?? '';
        const project = context.projects.get(lot.project.id);
        const own =
          category === 'newBuildingFlatSale'
            ? flatPart(lot, context, ids)
            : category === 'garageSale'
              ? garagePart(lot)
              : commercialPart(lot, context);
        return node('object', [
          leaf('Category', category),
          leaf('ExternalId', lot.id),
          leaf('Description', lotDescription(lot, project)),
          leaf('Address', `Россия, ${lot.project.address}`),
          project ? node('Coordinates', [leaf('Lat', project.lat), leaf('Lng', project.lng)]) : '',
          phones,
          ...photos(pictures(lot)),
          ...own,
        ]);
      };
    },
  };
}
