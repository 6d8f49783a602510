/** Service contacts every owner's page ends with: the dispatcher line and the management company's office. */
import styles from './owners.module.css';

const DISPATCHER_PHONE = '+7 (495) 120-45-90';

export function OwnersContacts() {
  return (
    <section className={styles.contacts} aria-labelledby="owners-contacts">
      <h2 id="owners-contacts" className={styles.contactsTitle}>
        Управляющая компания «Северин Сервис»
      </h2>
      <dl className={styles.contactsList}>
        <div>
          <dt>Диспетчерская, круглосуточно</dt>
          <dd>
            <a href={`tel:${DISPATCHER_PHONE.replace(/[^+\d]/g, '')}`}>{DISPATCHER_PHONE}</a>
          </dd>
        </div>
        <div>
          <dt>Офис управляющей компании</dt>
          <dd>Пн–пт с 9:00 до 20:00, сб с 10:00 до 16:00</dd>
        </div>
        <div>
          <dt>Электронная почта</dt>
          <dd>
            <a href="mailto:service@severin-dev.ru">service@severin-dev.ru</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
