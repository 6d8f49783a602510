import { beforeEach, describe, expect, it } from 'vitest';
import { applyHeadTags } from './head-tags';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Старый</title><meta name="description" content="старое" /><link rel="canonical" href="https://severin-dev.ru/" />' +
      '<meta property="og:image" content="https://severin-dev.ru/old.jpg" />';
  });

  it('updates title, description, canonical and the Open Graph and Twitter tags', () => {
    applyHeadTags(document, {
      title: 'Новости — Северин',
      description: 'Свежие новости',
      canonical: 'https://severin-dev.ru/news',
      og_image: 'https://severin-dev.ru/n.jpg',
    });
    expect(document.title).toBe('Новости — Северин');
    expect(content('meta[name="description"]')).toBe('Свежие новости');
    expect(content('link[rel="canonical"]')).toBe('https://severin-dev.ru/news');
    expect(content('meta[property="og:title"]')).toBe('Новости — Северин');
    expect(content('meta[property="og:url"]')).toBe('https://severin-dev.ru/news');
    expect(content('meta[property="og:image"]')).toBe('https://severin-dev.ru/n.jpg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('removes the share image of the previous page when the new one has none', () => {
    applyHeadTags(document, {
      title: 'Контакты',
      description: 'Адрес',
      canonical: 'https://severin-dev.ru/contacts',
      og_image: null,
    });
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });
});
