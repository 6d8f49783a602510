/**
 * The lot's name as a heading: «2-комнатная квартира», «Квартира-студия»,
 * «Апартаменты Евро-3», «Офис». The room adjective agrees with the noun
 * (квартира — feminine, таунхаус — masculine, апартаменты — plural), which
 * the card's short «2-комнатная» cannot do.
 */
import type { LotDetail, LotKindValue } from '@/schemas/lots';
import { HOME_KINDS, LOT_KIND_NAMES } from '@/lib/lot-kind-names';

interface KindNoun {
  /** Lower-case noun after a room adjective. */
  noun: string;
  /** Ending of «N-комнатн…» agreeing with the noun. */
  ending: 'ая' | 'ый' | 'ые';
  studio?: string;
}

const NOUNS: Record<LotKindValue, KindNoun> = {
  flat: { noun: 'квартира', ending: 'ая', studio: 'Квартира-студия' },
  apartments: { noun: 'апартаменты', ending: 'ые', studio: 'Апартаменты-студия' },
  townhouse: { noun: 'таунхаус', ending: 'ый' },
  parking: { noun: 'машино-место', ending: 'ая' },
  storage: { noun: 'кладовая', ending: 'ая' },
  commercial: { noun: 'торговое помещение', ending: 'ая' },
  office: { noun: 'офис', ending: 'ый' },
  premise: { noun: 'помещение свободного назначения', ending: 'ая' },
};

export function lotName(lot: Pick<LotDetail, 'kind' | 'rooms' | 'is_euro'>): string {
  const kind = NOUNS[lot.kind];
  const alone = LOT_KIND_NAMES[lot.kind];
  const { rooms } = lot;
  if (!HOME_KINDS.has(lot.kind) || rooms === null || rooms < 0) return alone;
  if (rooms === 0) return kind.studio ?? alone;
  if (lot.is_euro) return `${alone} Евро-${rooms}`;
  return `${rooms}-комнатн${kind.ending} ${kind.noun}`;
}
