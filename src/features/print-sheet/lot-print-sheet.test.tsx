import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FIXTURE_CONTEXT } from '../../../pdf/sheet-context-fixture';
import { lotDetail } from '@/schemas/lot-fixture';
import { lotSheetView } from '../../../pdf/lot-sheet-view';
import { LotPrintSheet } from './lot-print-sheet';

const PAGE_URL = 'https://severin-dev.ru/flat/148';

describe('LotPrintSheet', () => {
  afterEach(cleanup);

  it('prints the same words as the PDF sheet, with no header or footer landmarks', () => {
    const lot = lotDetail();
    const view = lotSheetView(lot, FIXTURE_CONTEXT);
    const { container } = render(<LotPrintSheet lot={lot} context={FIXTURE_CONTEXT} pageUrl={PAGE_URL} />);
    const text = container.textContent ?? '';
    for (const words of [
      view.heading,
      view.price,
      view.priceValidity,
      view.phone,
      view.hours,
      view.disclaimer,
      ...view.rows.map((row) => row.value),
    ]) {
      expect(text).toContain(words);
    }
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(view.heading);
    expect(container.querySelector('header, footer')).toBeNull();
    expect(
      screen.getByRole('img', { name: 'QR-код со ссылкой на страницу лота' }).querySelector('path')?.getAttribute('d'),
    ).toMatch(/^M\d/);
  });

  it('shows the plan the lot page showed and settles when it loads or fails', () => {
    // jsdom loads no pictures and calls every one complete; here it is still on its way.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const onSettled = vi.fn();
    render(
      <LotPrintSheet
        lot={lotDetail({ plan: '/media/files/plans/148.svg' })}
        context={FIXTURE_CONTEXT}
        pageUrl={PAGE_URL}
        onSettled={onSettled}
      />,
    );
    const plan = screen.getByRole('img', { name: /^Планировка: / });
    expect(plan.getAttribute('src')).toBe('/media/files/plans/148.svg');
    expect(onSettled).not.toHaveBeenCalled();
    fireEvent.error(plan);
    expect(onSettled).toHaveBeenCalledTimes(1);
    complete.mockRestore();
  });

  it('settles on mounting when the server-drawn plan had loaded before hydration', () => {
    const onSettled = vi.fn();
    render(
      <LotPrintSheet
        lot={lotDetail({ plan: '/media/files/plans/148.svg' })}
        context={FIXTURE_CONTEXT}
        pageUrl={PAGE_URL}
        onSettled={onSettled}
      />,
    );
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('settles at once without a plan', () => {
    const onSettled = vi.fn();
    render(
      <LotPrintSheet
        lot={lotDetail({ plan: null })}
        context={FIXTURE_CONTEXT}
        pageUrl={PAGE_URL}
        headingLevel={1}
        onSettled={onSettled}
      />,
    );
    expect(screen.queryByRole('img', { name: /^Планировка/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(onSettled).toHaveBeenCalled();
  });
});
