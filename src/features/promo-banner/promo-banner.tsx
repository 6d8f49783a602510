/**
 * Promo banner section (spec §2): title, description, project tags and a
 * button to the promo's url. The first promo form is used (spec §3) unless
 * one is passed in. A middle click opens the url in a new tab.
 */
import { useId, type MouseEvent } from 'react';
import { useGetPromoFormsQuery } from '@/entities/site/site-api';
import type { PromoForm } from '@/schemas/site';
import { Button } from '@/ui/button/button';
import { ArrowIcon } from '@/ui/icons/arrow-icon';
import styles from './promo-banner.module.css';

const PROMO_DEFAULT_LABEL = 'Подробнее';

export interface PromoBannerProps {
  /** A promo to show; without it the first promo form from the API is used. */
  promo?: PromoForm;
  /** Surface it sits on: the footer is dark, menus are light. */
  tone?: 'light' | 'dark';
  /**
   * A named region (default). Off where the same promo is on the page twice
   * (the menu's copy of the footer's): two regions of one name cannot be told apart.
   */
  landmark?: boolean;
  className?: string;
}

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Middle button (auxclick button 1): a new tab, whatever the browser's default for the element. */
function openInNewTab(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 1) return;
  event.preventDefault();
  window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer');
}

export function PromoBanner({ promo, tone = 'light', landmark = true, className }: PromoBannerProps) {
  const { data } = useGetPromoFormsQuery(undefined, { skip: promo !== undefined });
  // The banner can appear twice on a page (menu and footer), so ids come from React.
  const titleId = useId();
  const item = promo ?? data?.[0];
  if (!item) return null;

  const label = item.button_label.trim() || PROMO_DEFAULT_LABEL;
  const arrow = <ArrowIcon size={20} className={styles.arrow} />;
  const Frame = landmark ? 'section' : 'div';

  return (
    <Frame
      className={[styles.banner, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={landmark ? titleId : undefined}
    >
      <div className={styles.heading}>
        {item.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Проекты">
            {item.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <h2 id={titleId} className={styles.title}>
          {item.title}
        </h2>
      </div>
      <div className={styles.body}>
        {item.description && <p className={styles.description}>{item.description}</p>}
        {isInternal(item.url) ? (
          <Button variant="accent" size="l" to={item.url} onAuxClick={openInNewTab} iconEnd={arrow}>
            {label}
          </Button>
        ) : (
          <Button variant="accent" size="l" href={item.url} onAuxClick={openInNewTab} iconEnd={arrow}>
            {label}
          </Button>
        )}
      </div>
    </Frame>
  );
}
