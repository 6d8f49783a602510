/**
 * Renders the typed text blocks of content pages (guides, media stories,
 * legal texts) as text nodes: editors' content never becomes HTML here.
 * `headingLevel` keeps the outline right under the page's own headings.
 */
import type { TextBlock } from '@/schemas/content-pages';
import styles from './text-blocks.module.css';

export function TextBlocks({ blocks, headingLevel = 2 }: { blocks: readonly TextBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        if (block.type === 'heading')
          return (
            <Heading key={index} className={styles.heading}>
              {block.text}
            </Heading>
          );
        if (block.type === 'list') {
          return (
            <ul key={index} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className={styles.paragraph}>
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
