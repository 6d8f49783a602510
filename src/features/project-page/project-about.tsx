/** #about: the description paragraphs and the gallery (lazy pictures with srcset; they are below the fold). */
import { imageSrcSet, imageUrl } from '@/lib/image-url';
import type { ProjectDetail } from '@/schemas/projects';
import { ProjectSection } from './project-section';
import styles from './project-page.module.css';

const WIDTHS = [480, 640, 960, 1280] as const;

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
            {project.gallery.map((image) => (
              <li key={image.src} className={styles.galleryItem}>
                <img
                  src={imageUrl(image.src, { width: 960 })}
                  srcSet={imageSrcSet(image.src, WIDTHS) || undefined}
                  sizes="(max-width: 743px) 100vw, 50vw"
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
