/** Legal links, copyright 2014–current year and the developer disclaimer (spec §2). */
import { Link } from 'react-router';
import { copyrightLine, LEGAL_LINKS } from './footer-links';
import styles from './footer.module.css';

export const DEFAULT_LEGAL_NAME = 'ООО «Северин Девелопмент»';
/** наш.дом.рф in punycode: some clients still mangle Cyrillic hosts in href. */
const NASH_DOM_URL = 'https://xn--80az8a.xn--d1aqf.xn--p1ai/';

export function FooterLegal({ legalName = DEFAULT_LEGAL_NAME }: { legalName?: string }) {
  return (
    <div className={styles.legal}>
      <div className={styles.legalRow}>
        <p className={styles.copyright}>{copyrightLine(legalName)}</p>
        <ul className={styles.legalLinks}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link className={styles.link} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.disclaimer}>
        Информация на сайте носит исключительно справочный характер и ни при каких условиях не является публичной
        офертой, определяемой положениями статьи 437 Гражданского кодекса Российской Федерации. Цены, условия акций,
        программ и способов покупки действительны на дату публикации и могут быть изменены застройщиком в
        одностороннем порядке; актуальные условия уточняйте в офисе продаж. Визуализации, планировки, изображения
        интерьеров, благоустройства и отделки приведены для иллюстрации и могут отличаться от фактического исполнения.
        Проектные декларации размещены в единой информационной системе жилищного строительства на сайте{' '}
        <a className={styles.link} href={NASH_DOM_URL} target="_blank" rel="noopener noreferrer">
          наш.дом.рф
        </a>
        .
      </p>
    </div>
  );
}
