/** Social links (spec §2, §9: four by default), icon buttons with Russian names. */
import type { ComponentType } from 'react';
import type { SiteInfo } from '@/schemas/site';
import type { IconProps } from '@/ui/icons/svg-icon';
import { VkIcon } from '@/ui/icons/vk-icon';
import { TelegramIcon } from '@/ui/icons/telegram-icon';
import { WhatsappIcon } from '@/ui/icons/whatsapp-icon';
import { YoutubeIcon } from '@/ui/icons/youtube-icon';
import { ExternalIcon } from '@/ui/icons/external-icon';
import styles from './footer.module.css';

type Social = SiteInfo['media']['socials'][number];

const FOOTER_SOCIALS_LIMIT = 4;

const SOCIALS: Record<Social['title'], { label: string; Icon: ComponentType<IconProps> }> = {
  vkontakte: { label: 'Мы во ВКонтакте', Icon: VkIcon },
  telegram: { label: 'Наш канал в Telegram', Icon: TelegramIcon },
  whatsapp: { label: 'Написать нам в WhatsApp', Icon: WhatsappIcon },
  youtube: { label: 'Наш канал на YouTube', Icon: YoutubeIcon },
  dzen: { label: 'Мы в Дзене', Icon: ExternalIcon },
  rutube: { label: 'Наш канал на Rutube', Icon: ExternalIcon },
};

export function FooterSocials({ socials, limit = FOOTER_SOCIALS_LIMIT }: { socials: Social[]; limit?: number }) {
  if (socials.length === 0) return null;
  return (
    <ul className={styles.socials}>
      {socials.slice(0, limit).map((social) => {
        const { label, Icon } = SOCIALS[social.title] ?? { label: social.title, Icon: ExternalIcon };
        return (
          <li key={social.id}>
            <a
              className={styles.social}
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (откроется в новой вкладке)`}
            >
              <Icon size={22} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
