/** The article's text blocks from the API, rendered as React text: nothing from the database becomes HTML. */
import type { ArticleBlock } from '@/schemas/articles';
import styles from './article.module.css';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2 className={styles.bodyHeading}>{block.text}</h2>;
    case 'list':
      return (
        <ul className={styles.bodyList}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.author && <figcaption>{block.author}</figcaption>}
        </figure>
      );
    default:
      return <p>{block.text}</p>;
  }
}

export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
