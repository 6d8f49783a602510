/** #about: the description paragraphs and the gallery (lazy pictures with srcset; they are below the fold). */
import { Picture } from '@/ui/picture/picture';
import type { ProjectDetail } from '@/schemas/projects';
import { ProjectSection } from './project-section';
import styles from './project-page.module.css';

const WIDTHS = [480, 640, 960, 1280] as const;
/**
 * The first picture spans the gallery, the rest take half of it; from 1024 px
 * the gallery is the wider (7/12) column. Saying `100vw` for all of them made
 * phones fetch pictures four times the size they show (issue 9).
 */
const SIZES_WIDE = '(max-width: 1023px) 100vw, 60vw';
const SIZES_HALF = '(max-width: 1023px) 50vw, 30vw';

export function ProjectAbout({ project }: { project: ProjectDetail }) {
  return (
    <ProjectSection id="about">
      <div className={styles.about}>
        <div className={styles.prose}>
          {project.description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {project.gallery.length > 0 && (
          <ul className={styles.gallery}>
            {project.gallery.map((image, index) => (
              <li key={image.src} className={styles.galleryItem}>
                <Picture
                  src={image.src}
                  widths={WIDTHS}
                  fallbackWidth={960}
                  sizes={index === 0 ? SIZES_WIDE : SIZES_HALF}
                  width={960}
                  height={540}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ProjectSection>
  );
}
