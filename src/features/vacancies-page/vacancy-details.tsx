/** A vacancy's details (`GET /api/vacancy/{id}/`): duties, requirements, conditions, schedule and «Откликнуться». */
import { Button } from '@/ui/button/button';
import { ListError, ListSkeleton } from '@/entities/company/list-states';
import styles from '@/entities/company/company-list.module.css';
import { useGetVacancyQuery } from './vacancies-page-api';

export function VacancyDetails({ id, onApply }: { id: number; onApply: () => void }) {
  const { data, isError, error, refetch } = useGetVacancyQuery(id);
  if (isError)
    return <ListError text="Не удалось загрузить описание вакансии." error={error} onRetry={() => void refetch()} />;
  if (!data) return <ListSkeleton count={1} label="Загружаем описание вакансии…" />;
  const blocks = [
    { title: 'Чем предстоит заниматься', items: data.duties },
    { title: 'Что мы ждём', items: data.requirements },
    { title: 'Что мы предлагаем', items: [...data.conditions, `График: ${data.schedule}`] },
  ];
  return (
    <section className={styles.details} aria-label={`Подробнее о вакансии «${data.title}»`}>
      {blocks.map((block) => (
        <div key={block.title}>
          <h4>{block.title}</h4>
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <div className={styles.detailsAction}>
        <Button onClick={onApply}>Откликнуться</Button>
      </div>
    </section>
  );
}
