/** One expandable entry of the aside menu: a button that shows its sub-list. */
import { useId, type ReactNode } from 'react';
import { ChevronIcon } from '@/ui/icons/chevron-icon';
import styles from './aside-menu.module.css';

interface AsideSectionProps {
  title: string;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}

export function AsideSection({ title, open, onToggle, children }: AsideSectionProps) {
  const panelId = useId();
  return (
    <li className={styles.entry}>
      <button
        type="button"
        className={styles.sectionButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {title}
        <ChevronIcon size={20} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.sectionPanel} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
