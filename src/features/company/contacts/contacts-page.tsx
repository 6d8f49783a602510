/**
 * /contacts: the call centre (phone, hours, e-mail), the offices as numbered
 * cards and the same numbers on a schematic map, then the legal details.
 */
import { useState } from 'react';
import { telHref } from '@/lib/contacts';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { useGetContactsQuery } from '../company-pages-api';
import { EmptyNote, LoadError, LoadingSkeleton } from '../shared/load-states';
import { OfficeCard } from './office-card';
import { OfficeMap } from './office-map';
import styles from './contacts.module.css';

export function ContactsPage({ title }: { title: string }) {
  const contacts = useGetContactsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const data = contacts.data;
  const active = picked ?? data?.offices[0]?.slug ?? '';

  return (
    <PageFrame title={title}>
      {contacts.isError ? (
        <LoadError what="контакты" error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : !data ? (
        <LoadingSkeleton label="Загружаем контакты…" items={3} tall />
      ) : (
        <>
          <section aria-label="Колл-центр" className={styles.callCentre}>
            <a href={telHref(data.phone)} className={styles.mainPhone}>
              {data.phone}
            </a>
            <p
              className={styles.muted}
            >{`Колл-центр: ${data.work_time.charAt(0).toLowerCase()}${data.work_time.slice(1)}`}</p>
            <a href={`mailto:${data.email}`} className={styles.mainEmail}>
              {data.email}
            </a>
          </section>
          {data.offices.length === 0 ? (
            <EmptyNote>Адреса офисов уточняются — позвоните нам, и мы подскажем, куда приехать.</EmptyNote>
          ) : (
            <div className={styles.layout}>
              <div className={styles.offices}>
                {data.offices.map((office, index) => (
                  <OfficeCard
                    key={office.slug}
                    office={office}
                    number={index + 1}
                    active={office.slug === active}
                    onShow={() => setPicked(office.slug)}
                  />
                ))}
              </div>
              <div className={styles.mapColumn}>
                <OfficeMap offices={data.offices} active={active} onPick={setPicked} />
              </div>
            </div>
          )}
          <section aria-labelledby="legal-title" className={styles.legal}>
            <h2 id="legal-title" className={styles.legalTitle}>
              Реквизиты
            </h2>
            <dl>
              <div>
                <dt>Организация</dt>
                <dd>{data.legal.name}</dd>
              </div>
              {data.legal.inn && (
                <div>
                  <dt>ИНН</dt>
                  <dd>{data.legal.inn}</dd>
                </div>
              )}
              {data.legal.ogrn && (
                <div>
                  <dt>ОГРН</dt>
                  <dd>{data.legal.ogrn}</dd>
                </div>
              )}
              <div>
                <dt>Юридический адрес</dt>
                <dd>{data.legal.address}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </PageFrame>
  );
}
