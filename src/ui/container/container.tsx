import type { ElementType, ReactNode } from 'react';
import styles from './container.module.css';

/** Centred content column, max 1920 px (spec §9). */
export function Container({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={className ? `${styles.container} ${className}` : styles.container}>{children}</Tag>;
}
