/**
 * The lot's name as a heading: «2-комнатная квартира», «Квартира-студия»,
 * «Апартаменты Евро-3», «Офис». The room adjective agrees with the noun
 * (квартира — feminine, таунхаус — masculine, апартаменты — plural), which
 * the card's short «2-комнатная» cannot do.
 */
import type { LotDetail, LotKindValue } from '@/schemas/lots';

interface KindNoun {
  /** Lower-case noun after a room adjective. */
  noun: string;
  /** Ending of «N-комнатн…» agreeing with the noun. */
  ending: 'ая' | 'ый' | 'ые';
  /** The name on its own (no rooms or no room count). */
  alone: string;
  studio?: string;
}

const NOUNS: Record<LotKindValue, KindNoun> = {
  flat: { noun: 'квартира', ending: 'ая', alone: 'Квартира', studio: 'Квартира-студия' },
  apartments: { noun: 'апартаменты', ending: 'ые', alone: 'Апартаменты', studio: 'Апартаменты-студия' },
  townhouse: { noun: 'таунхаус', ending: 'ый', alone: 'Таунхаус' },
  parking: { noun: 'машино-место', ending: 'ая', alone: 'Машино-место' },
  storage: { noun: 'кладовая', ending: 'ая', alone: 'Кладовая' },
  commercial: { noun: 'торговое помещение', ending: 'ая', alone: 'Торговое помещение' },
  office: { noun: 'офис', ending: 'ый', alone: 'Офис' },
  premise: { noun: 'помещение свободного назначения', ending: 'ая', alone: 'Помещение свободного назначения' },
};

/** Only homes are named by their rooms; a room count on an office is not a selling point. */
const BY_ROOMS: ReadonlySet<LotKindValue> = new Set(['flat', 'apartments', 'townhouse']);

export function lotName(lot: Pick<LotDetail, 'kind' | 'rooms' | 'is_euro'>): string {
  const kind = NOUNS[lot.kind];
  const { rooms } = lot;
  if (!BY_ROOMS.has(lot.kind) || rooms === null || rooms < 0) return kind.alone;
  if (rooms === 0) return kind.studio ?? kind.alone;
  if (lot.is_euro) return `${kind.alone} Евро-${rooms}`;
  return `${rooms}-комнатн${kind.ending} ${kind.noun}`;
}
