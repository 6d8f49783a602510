/**
 * Article bodies are stored as plain text (schema `articles.body`): blocks
 * separated by blank lines, with a light markup editors can type without a
 * rich editor — `## ` starts a subheading, lines starting with `- ` make a
 * list, `> ` a quote whose last line `— Имя` names who said it. The result
 * is text only: the page renders it as React text nodes, so no HTML from the
 * database ever reaches the document.
 */
import type { ArticleBlock } from '../../../src/schemas/articles.ts';

const QUOTE_AUTHOR = /^[—–-]\s*(.+)$/;

function toBlock(chunk: string): ArticleBlock | null {
  const lines = chunk
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  if (lines[0].startsWith('## ')) return { type: 'heading', text: lines.join(' ').slice(3).trim() };
  if (lines.every((line) => line.startsWith('- ')))
    return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
  if (lines[0].startsWith('> ')) {
    const quoted = lines.map((line) => line.replace(/^>\s?/, ''));
    const author = quoted.length > 1 ? QUOTE_AUTHOR.exec(quoted.at(-1) ?? '') : null;
    const text = (author ? quoted.slice(0, -1) : quoted).join(' ').trim();
    return { type: 'quote', text, author: author ? author[1].trim() : null };
  }
  return { type: 'paragraph', text: lines.join(' ') };
}

export function parseBodyBlocks(body: string): ArticleBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map(toBlock)
    .filter((block): block is ArticleBlock => block !== null);
}
