/** Russian wording of domain values (spec §4, §9), shared by page meta and API texts. */
import type { LotKind, LotStatus } from '../db/schema/enums.ts';

/** Spec §9: «млн ₽» with one decimal from 1 000 000, otherwise «тыс ₽». */
export function formatPrice(roubles: number): string {
  if (roubles >= 1_000_000) return `${(Math.round(roubles / 100_000) / 10).toLocaleString('ru-RU')} млн ₽`;
  return `${Math.round(roubles / 1000).toLocaleString('ru-RU')} тыс ₽`;
}

export function formatArea(m2: number): string {
  return `${(Math.round(m2 * 10) / 10).toLocaleString('ru-RU')} м²`;
}

/** Spec §4 building status text; `short` drops the «Сдача» prefix. */
export function completionText(status: string, quarter: number, year: number, short = false): string {
  if (status === 'built') return 'Построен, но не сдан';
  if (status === 'ready') return 'Построен и сдан';
  if (status === 'hand_over') return 'Дом сдан';
  return `${short ? '' : 'Сдача '}${quarter} кв. ${year}`;
}

/** «2-комнатная квартира», «Апартаменты-студия», «Машино-место»… */
export function lotName(kind: LotKind, rooms: number | null, isEuro: boolean): string {
  const euro = isEuro ? ' (евро)' : '';
  switch (kind) {
    case 'flat':
      return rooms === 0 ? 'Квартира-студия' : `${rooms}-комнатная квартира${euro}`;
    case 'apartments':
      return rooms === 0 ? 'Апартаменты-студия' : `${rooms}-комнатные апартаменты${euro}`;
    case 'townhouse':
      return 'Таунхаус';
    case 'parking':
      return 'Машино-место';
    case 'storage':
      return 'Кладовая';
    case 'office':
      return 'Офис';
    case 'premise':
      return 'Помещение свободного назначения';
    case 'commercial':
      return 'Коммерческое помещение';
  }
}

export const LOT_STATUS_TEXT: Record<LotStatus, string> = {
  free: 'В продаже',
  BOOKED: 'Забронировано',
  sold: 'Продано',
};
