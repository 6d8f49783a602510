/**
 * #panoramas: a card per panorama (preview and title) opening the full
 * picture in a new tab — the site has no panorama viewer of its own.
 */
import { CardGrid } from '@/ui/cards/cards';
import { Picture } from '@/ui/picture/picture';
import type { Panorama } from '@/schemas/projects';
import { ProjectSection } from './project-section';
import styles from './project-page.module.css';

const WIDTHS = [480, 640, 960] as const;

export function ProjectPanoramas({ panoramas }: { panoramas: readonly Panorama[] }) {
  return (
    <ProjectSection id="panoramas">
      <CardGrid>
        {panoramas.map((panorama) => (
          <li key={panorama.id}>
            <a className={styles.panorama} href={panorama.image} target="_blank" rel="noopener">
              <Picture
                className={styles.cardImage}
                src={panorama.preview}
                widths={WIDTHS}
                fallbackWidth={640}
                sizes="(max-width: 743px) 100vw, 33vw"
                width={640}
                height={400}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span className={styles.cardTitle}>
                {panorama.title}
                <span className="visually-hidden"> (откроется в новой вкладке)</span>
              </span>
            </a>
          </li>
        ))}
      </CardGrid>
    </ProjectSection>
  );
}
