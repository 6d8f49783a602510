/** A tender's details (`GET /api/tenders/{id}/`): requirements, documentation, contact person, «Подать предложение». */
import { telHref } from '@/lib/contacts';
import { Button } from '@/ui/button/button';
import { ListError, ListSkeleton } from '@/entities/company/list-states';
import styles from '@/entities/company/company-list.module.css';
import { useGetTenderQuery } from './tenders-page-api';

export function TenderDetails({ id, onApply }: { id: number; onApply?: () => void }) {
  const { data, isError, error, refetch } = useGetTenderQuery(id);
  if (isError)
    return <ListError text="Не удалось загрузить подробности тендера." error={error} onRetry={() => void refetch()} />;
  if (!data) return <ListSkeleton count={1} label="Загружаем подробности тендера…" />;
  return (
    <div className={styles.details}>
      <section>
        <h4>Требования к участникам</h4>
        <ul>
          {data.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section>
        <h4>Тендерная документация</h4>
        <ul>
          {data.documents.map((document) => (
            <li key={document.title}>
              {document.title} <span className={styles.note}>— {document.note}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h4>Контактное лицо</h4>
        <address className={styles.contact}>
          {data.contact.name}
          {data.contact.position && (
            <>
              <br />
              <span className={styles.note}>{data.contact.position}</span>
            </>
          )}
          <br />
          <a href={`mailto:${data.contact.email}?subject=${encodeURIComponent(`Тендер: ${data.title}`)}`}>
            {data.contact.email}
          </a>
          {data.contact.phone && (
            <>
              <br />
              <a href={telHref(data.contact.phone)}>{data.contact.phone}</a>
            </>
          )}
        </address>
      </section>
      {onApply && (
        <div className={styles.detailsAction}>
          <Button onClick={onApply}>Подать предложение</Button>
        </div>
      )}
    </div>
  );
}
