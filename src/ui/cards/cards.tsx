/**
 * The shared pieces of a page's list of cards (media stories, owners' guides,
 * a project's lots, panoramas and team), in one module so that the screens
 * using them load one small chunk, not one per piece (cards.module.css).
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import styles from './cards.module.css';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** `div` for a loading state's placeholders; `ul` (the default) for the cards. */
  as?: 'ul' | 'div';
  /** The page's class: sets --card-grid-gap / --card-grid-margin. */
  className?: string;
  children: ReactNode;
}

/** A `<ul>` of `<li>` cards, or a `<div role="status">` of placeholders laid out alike, so nothing moves when the cards come. */
export function CardGrid({ as: Tag = 'ul', className, children, ...rest }: CardGridProps) {
  return (
    <Tag {...rest} className={className ? `${styles.grid} ${className}` : styles.grid}>
      {children}
    </Tag>
  );
}

/**
 * The title link that makes the whole card clickable: its ::after covers the
 * nearest positioned ancestor, the card, which draws the focus ring with :focus-within.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
}
