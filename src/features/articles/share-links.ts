/** Share addresses of the messengers and networks Russian readers use (the footer socials of spec §9). */
export interface ShareTarget {
  id: 'telegram' | 'vkontakte' | 'whatsapp';
  label: string;
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { id: 'vkontakte', label: 'ВКонтакте', href: `https://vk.com/share.php?url=${u}&title=${t}` },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}
