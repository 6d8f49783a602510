/**
 * Plain-text bodies of guides, media stories and legal pages → typed blocks.
 * Paragraphs are separated by blank lines; «## » starts a subheading; a
 * paragraph whose every line starts with «• » (or «- ») is a list. Editors
 * write text, the browser renders text nodes: no HTML ever travels.
 */
import type { TextBlock } from '../../src/schemas/content-pages.ts';

const LIST_ITEM = /^\s*[•-]\s+/;

export function bodyToBlocks(body: string | readonly string[]): TextBlock[] {
  const paragraphs = typeof body === 'string' ? body.split(/\n\s*\n/) : body;
  const blocks: TextBlock[] = [];
  for (const raw of paragraphs) {
    const text = raw.trim();
    if (!text) continue;
    if (text.startsWith('## ')) {
      blocks.push({ type: 'heading', text: text.slice(3).trim() });
      continue;
    }
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.every((line) => LIST_ITEM.test(line))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.replace(LIST_ITEM, '')) });
      continue;
    }
    blocks.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}
