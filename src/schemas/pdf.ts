/**
 * Contracts of the PDF lot sheets (issue 7): `GET /pdf/lots/{id}.pdf` for one
 * lot and `GET /pdf/lots.pdf?ids=1,2,3` for several (favourites). The
 * browser builds the same URLs for «Поделиться» links.
 */
import { z } from 'zod';
import { csv, intIn, MAX_INT } from './query-params.ts';

/** One A4 page per lot: 30 pages is a long favourites list, and caps one render at a few seconds. */
export const PDF_LOTS_LIMIT = 30;

const IDS_ERROR = 'Укажите номера лотов: целые положительные числа через запятую';

export const pdfLotsQuerySchema = z.object({
  ids: csv(intIn(1, MAX_INT), IDS_ERROR)
    .refine((ids) => ids.length > 0, { error: IDS_ERROR })
    .refine((ids) => ids.length <= PDF_LOTS_LIMIT, {
      error: `Не больше ${PDF_LOTS_LIMIT} лотов в одном файле`,
    }),
});
