/**
 * The in-page nav of a project: one link per section present. It sticks to
 * the top while the page scrolls and moves down under the header when the
 * header comes back (the header hides on scrolling down on project pages,
 * spec §2). Links change the hash; src/app/scroll-manager.tsx scrolls
 * smoothly to it. A click on the section already in the hash scrolls again
 * by hand, since an unchanged location scrolls nowhere.
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/render/client-only';
import { Link } from '@/ui/link/link';
import { Container } from '@/ui/container/container';
import { watchScrollEdges } from '@/ui/scroll-edges/scroll-edges';
import { useAppSelector } from '@/lib/store/hooks';
import { selectHeaderVisible } from '@/entities/menu/menu-slice';
import { SECTION_TITLES, type SectionId } from './project-sections';
import styles from './project-page.module.css';

/** Module-level, so React attaches the watcher once for the row's life. */
const watchRow = (node: HTMLUListElement | null) => (node ? watchScrollEdges(node) : undefined);

export function ProjectNav({ sections }: { sections: readonly SectionId[] }) {
  const { search, hash: address } = useLocation();
  // The server never sees the hash: until hydration is over, no section is current, as in the server's page.
  const hash = useHydrated() ? address : '';
  const headerVisible = useAppSelector(selectHeaderVisible);
  if (sections.length < 2) return null;

  const again = (id: SectionId) => (event: MouseEvent) => {
    if (hash !== `#${id}`) return;
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <nav className={styles.nav} aria-label="Разделы проекта" data-under-header={headerVisible || undefined}>
      <Container>
        <ul ref={watchRow} className={styles.navList}>
          {sections.map((id) => (
            <li key={id}>
              <Link
                to={{ search, hash: `#${id}` }}
                preventScrollReset
                className={styles.navLink}
                aria-current={hash === `#${id}` ? 'location' : undefined}
                onClick={again(id)}
              >
                {SECTION_TITLES[id]}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
