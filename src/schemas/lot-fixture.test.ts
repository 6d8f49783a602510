import { describe, expect, it } from 'vitest';
import { lotCard, lotDetail } from './lot-fixture';
import { lotCardSchema, lotDetailSchema } from './lots';

// The tests of the lot page, the print sheet and the PDF trust this lot to be one the API could send.
describe('lot fixture', () => {
  it('is a lot card and a lot detail the schemas accept as they are', () => {
    expect(lotCardSchema.parse(lotCard())).toEqual(lotCard());
    expect(lotDetailSchema.parse(lotDetail())).toEqual(lotDetail());
  });

  it('takes overrides over its defaults', () => {
    expect(lotDetail({ id: 7, plan: null })).toMatchObject({ id: 7, plan: null, number: '148' });
  });
});
