/**
 * Why a booked or sold lot has no «Забронировать», and what a call still
 * gives. Shown by the lot page's buy box under the status.
 */
export const LOT_STATUS_NOTES = {
  booked: 'Лот забронирован другим покупателем. Менеджер расскажет, освободится ли он, и подберёт похожие варианты.',
  sold: 'Лот продан. Менеджер подберёт похожие варианты в этом и других проектах.',
} as const;
