/** /vacancies (spec §2): the heading, a lead paragraph, the open vacancies and the CV form. */
import { NBSP } from '@/lib/format';
import { VacanciesSection } from '@/features/vacancy-form/vacancies-section';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import styles from './form-screen.module.css';

export default function VacanciesScreen() {
  const { title } = usePageRoute('Вакансии');
  return (
    <PageFrame title={title}>
      <p className={styles.intro}>
        {`Мы строим дома в Москве и ищем людей, которым важно качество: в продажах, на стройке, в проектировании и сервисе. Выберите вакансию и отправьте резюме${NBSP}— мы прочитаем его и свяжемся с вами, если опыт подойдёт.`}
      </p>
      <VacanciesSection />
    </PageFrame>
  );
}
