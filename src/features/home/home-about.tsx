/** About the company: a short text, the key facts and a link to /about. */
import type { HomePage } from '@/schemas/home';
import { Button } from '@/ui/button/button';
import { HomeSection } from './home-section';
import styles from './home.module.css';

export function HomeAbout({ about }: Pick<HomePage, 'about'>) {
  return (
    <HomeSection id="about" title={about.title}>
      <div className={styles.about}>
        <div className={styles.aboutText}>
          <p>{about.text}</p>
          <Button variant="secondary" to="/about">
            Подробнее о компании
          </Button>
        </div>
        {about.facts.length > 0 && (
          <dl className={styles.facts}>
            {about.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </HomeSection>
  );
}
