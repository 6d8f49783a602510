import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TextBlocks } from './text-blocks';

afterEach(cleanup);

describe('TextBlocks', () => {
  it('renders headings at the given level, lists and paragraphs', () => {
    render(
      <TextBlocks
        headingLevel={3}
        blocks={[
          { type: 'heading', text: 'Что взять с собой' },
          { type: 'list', items: ['Паспорт', 'Рулетку'] },
          { type: 'paragraph', text: 'Осмотр занимает около часа.' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Что взять с собой' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Паспорт', 'Рулетку']);
    expect(screen.getByText('Осмотр занимает около часа.').tagName).toBe('P');
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(<TextBlocks blocks={[{ type: 'paragraph', text: '<img src=x onerror=alert(1)>' }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
