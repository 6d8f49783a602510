/**
 * /anti-corruption (spec §2): the principles, hotline and documents from
 * `/api/anti_corruption/`, then a lead paragraph that says a report may be
 * anonymous, and the report form.
 */
import { useId } from 'react';
import { NBSP } from '@/lib/format';
import { AntiCorruptionContent } from '@/features/legal-pages/anti-corruption-content';
import { FormIntro } from '@/ui/form/form-intro';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { AntiCorruptionForm } from '../deferred-page-forms';
import { usePageRoute } from './use-page-route';
import styles from './form-screen.module.css';
import { prefetchLegalPage } from '@/features/legal-pages/legal-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchLegalPage('anti_corruption');

const ANTI_CORRUPTION_INTRO = `Если вы столкнулись с вымогательством, взяткой или конфликтом интересов со стороны сотрудников, подрядчиков или партнёров компании, сообщите нам. Сообщить можно анонимно: имя и контакты необязательны${NBSP}— оставьте их, если хотите получить ответ.`;

export default function AntiCorruptionScreen() {
  const { title } = usePageRoute('Противодействие коррупции');
  const formTitleId = useId();
  return (
    <PageFrame title={title}>
      <AntiCorruptionContent />
      <p className={styles.intro}>{ANTI_CORRUPTION_INTRO}</p>
      <section className={styles.form} aria-labelledby={formTitleId}>
        <FormIntro titleId={formTitleId} title="Сообщить о нарушении" />
        <AntiCorruptionForm labelledBy={formTitleId} />
      </section>
    </PageFrame>
  );
}
