/** /owners: guides for residents (acceptance, documents, management company, renovation, utility bills) and the service contacts. */
import { CardGrid } from '@/ui/cards/cards';
import { LoadError } from '@/ui/load-error/load-error';
import { useGetGuidesQuery } from './owners-api';
import { GuideCard } from './guide-card';
import { OwnersContacts } from './owners-contacts';
import styles from './owners.module.css';

export function OwnersPage() {
  const { data, isLoading, isError, error, refetch } = useGetGuidesQuery();
  return (
    <>
      <p className={styles.intro}>
        Всё, что пригодится после покупки: как принять квартиру, оформить собственность, связаться с управляющей
        компанией, сделать ремонт по правилам и оплачивать коммунальные услуги без комиссии.
      </p>
      <section aria-label="Инструкции для собственников">
        {isLoading ? (
          <CardGrid as="div" role="status">
            <span className="visually-hidden">Загружаем инструкции…</span>
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className={styles.skeleton} aria-hidden="true" />
            ))}
          </CardGrid>
        ) : isError ? (
          <LoadError error={error} message="Не удалось загрузить инструкции." onRetry={() => void refetch()} />
        ) : !data || data.count === 0 ? (
          <p className={styles.empty}>Инструкции скоро появятся. Пока их нет, позвоните в диспетчерскую — подскажем.</p>
        ) : (
          <CardGrid>
            {data.results.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
      <OwnersContacts />
    </>
  );
}
