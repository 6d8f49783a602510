/**
 * Newsletter block for the footer (spec §2: only on the newsletter routes).
 * For now the teaser alone; the subscription form comes with the leads issue.
 */
import styles from './newsletter-teaser.module.css';

export function NewsletterTeaser() {
  return (
    <section className={styles.teaser} aria-labelledby="newsletter-teaser-title">
      <h2 id="newsletter-teaser-title" className={styles.title}>
        Подписка на новости
      </h2>
      <p className={styles.text}>67% посетителей узнают о старте продаж и акциях первыми — из нашей рассылки</p>
    </section>
  );
}
