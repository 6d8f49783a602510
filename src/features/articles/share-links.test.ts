import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-links';

describe('shareTargets', () => {
  it('encodes the address and the title for each network', () => {
    const [telegram, vk, whatsapp] = shareTargets('https://severin-dev.ru/news/a-b?x=1', 'Школа & сад');
    expect(telegram.href).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fseverin-dev.ru%2Fnews%2Fa-b%3Fx%3D1&text=%D0%A8%D0%BA%D0%BE%D0%BB%D0%B0%20%26%20%D1%81%D0%B0%D0%B4',
    );
    expect(vk.href.startsWith('https://vk.com/share.php?url=https%3A%2F%2Fseverin-dev.ru')).toBe(true);
    expect(decodeURIComponent(whatsapp.href.split('text=')[1])).toBe('Школа & сад https://severin-dev.ru/news/a-b?x=1');
    expect([telegram.label, vk.label, whatsapp.label]).toEqual(['Telegram', 'ВКонтакте', 'WhatsApp']);
  });
});
