import { describe, expect, it } from 'vitest';
import { parseBodyBlocks } from '../../server/services/articles/body-blocks.ts';

describe('parseBodyBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseBodyBlocks('Первый абзац\nпродолжается.\n\n\nВторой абзац.')).toEqual([
      { type: 'paragraph', text: 'Первый абзац продолжается.' },
      { type: 'paragraph', text: 'Второй абзац.' },
    ]);
  });

  it('reads headings, lists and quotes with an author', () => {
    const body =
      '## Что изменится\n\n- Паркинг на 300 мест\n- Школа на 550 учеников\n\n> Мы строим кварталы на десятилетия.\n— Анна Северина, генеральный директор';
    expect(parseBodyBlocks(body)).toEqual([
      { type: 'heading', text: 'Что изменится' },
      { type: 'list', items: ['Паркинг на 300 мест', 'Школа на 550 учеников'] },
      { type: 'quote', text: 'Мы строим кварталы на десятилетия.', author: 'Анна Северина, генеральный директор' },
    ]);
  });

  it('keeps markup-looking text as text: nothing becomes HTML', () => {
    const [block] = parseBodyBlocks('<img src=x onerror=alert(1)> и - не список');
    expect(block).toEqual({ type: 'paragraph', text: '<img src=x onerror=alert(1)> и - не список' });
  });

  it('treats a block with only some list lines as a paragraph, and an empty body as no blocks', () => {
    expect(parseBodyBlocks('- пункт\nобычная строка')[0].type).toBe('paragraph');
    expect(parseBodyBlocks('  \n\n ')).toEqual([]);
  });
});
