/**
 * The anchors of a project page (spec §2: a hash scrolls smoothly to its
 * section) and their titles, shared by the sections and the in-page nav.
 * #documents shows only when the project has documents.
 */
export const SECTION_TITLES = {
  about: 'О проекте',
  genplan: 'Генплан',
  lots: 'Лоты проекта',
  infrastructure: 'Инфраструктура',
  progress: 'Ход строительства',
  panoramas: 'Панорамы',
  team: 'Команда',
  documents: 'Документы',
} as const;

export type SectionId = keyof typeof SECTION_TITLES;

/** The шахматка sits inside #genplan with its own anchor, so «open building» can scroll to it. */
export const CHESSBOARD_ANCHOR = 'chessboard';
/** Query parameter holding the open building: a шахматка is a shareable link. */
export const BUILDING_PARAM = 'building';
