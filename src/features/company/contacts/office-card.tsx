/** One office: address, phones (tel:), e-mail (mailto:), hours, metro with walking time, directions, map links. */
import { telHref } from '@/lib/contacts';
import { formatCount, NOUNS } from '@/lib/format';
import type { Office } from '@/schemas/company-pages';
import { twoGisUrl, yandexMapsUrl } from './map-geometry';
import styles from './contacts.module.css';

export function OfficeCard({
  office,
  number,
  active,
  onShow,
}: {
  office: Office;
  number: number;
  active: boolean;
  onShow: () => void;
}) {
  const headingId = `office-${office.slug}`;
  return (
    <article className={styles.office} aria-labelledby={headingId} data-active={active || undefined}>
      <h2 id={headingId} className={styles.officeTitle}>
        <span className={styles.officeNumber} aria-hidden="true">
          {number}
        </span>
        {office.title}
      </h2>
      <address className={styles.address}>{office.address}</address>
      <dl className={styles.details}>
        <div>
          <dt>Телефон</dt>
          {office.phones.map((phone) => (
            <dd key={phone.value}>
              <a href={telHref(phone.value)} className={styles.phone}>
                {phone.value}
              </a>{' '}
              <span className={styles.muted}>{phone.label}</span>
            </dd>
          ))}
        </div>
        <div>
          <dt>Почта</dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div>
          <dt>Часы работы</dt>
          {office.hours.map((hours) => (
            <dd key={hours.days}>{`${hours.days}: ${hours.time}`}</dd>
          ))}
        </div>
        {office.metro.length > 0 && (
          <div>
            <dt>Метро</dt>
            {office.metro.map((metro) => (
              <dd key={metro.station} className={styles.metro}>
                <span className={styles.metroDot} style={{ background: metro.line_color }} aria-hidden="true" />
                {`${metro.station}, ${formatCount(metro.walk_minutes, NOUNS.minute)} пешком`}
              </dd>
            ))}
          </div>
        )}
      </dl>
      <p className={styles.route}>{office.route}</p>
      <div className={styles.officeActions}>
        <button type="button" className={styles.showOnMap} aria-pressed={active} onClick={onShow}>
          Показать на схеме
        </button>
        <a href={yandexMapsUrl(office.coordinates)} target="_blank" rel="noopener noreferrer">
          Открыть в Яндекс Картах
        </a>
        <a href={twoGisUrl(office.coordinates)} target="_blank" rel="noopener noreferrer">
          в 2ГИС
        </a>
      </div>
    </article>
  );
}
