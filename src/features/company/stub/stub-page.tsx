/** /stub: a section that is not open yet, with the ways back into the site. */
import { Button } from '@/ui/button/button';
import { PageFrame } from '@/ui/page-frame/page-frame';
import styles from './stub.module.css';

const WAYS = [
  { to: '/projects', label: 'Проекты', text: 'Клубные дома и кварталы в центре Москвы' },
  { to: '/lots', label: 'Выбрать недвижимость', text: 'Квартиры, апартаменты и помещения с фильтрами' },
  { to: '/news', label: 'Новости', text: 'Ход строительства и старты продаж' },
  { to: '/contacts', label: 'Контакты', text: 'Офис продаж и телефон колл-центра' },
] as const;

export function StubPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <div className={styles.stub}>
        <p className={styles.lead}>
          Мы готовим этот раздел и скоро его откроем. А пока посмотрите, что уже есть на сайте, или позвоните нам —
          расскажем обо всём лично.
        </p>
        <nav aria-label="Куда перейти">
          <ul className={styles.ways}>
            {WAYS.map((way) => (
              <li key={way.to}>
                <Button to={way.to} variant="secondary" fullWidth>
                  {way.label}
                </Button>
                <p className={styles.wayText}>{way.text}</p>
              </li>
            ))}
          </ul>
        </nav>
        <Button to="/">На главную</Button>
      </div>
    </PageFrame>
  );
}
