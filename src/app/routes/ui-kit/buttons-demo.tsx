import { useEffect, useState } from 'react';
import { Button } from '@/ui/button/button';
import { ArrowIcon } from '@/ui/icons/arrow-icon';
import { Chip, ChipList } from '@/ui/chip/chip';
import { DemoCell, DemoSection } from './demo';
import styles from './ui-kit.module.css';

const FILTERS = ['Студия', '2-комнатная', 'до 45,6 млн ₽', 'Не первый этаж'];

export function ButtonsDemo() {
  const [loading, setLoading] = useState(false);
  const [chips, setChips] = useState(FILTERS);

  // The loading demo clears itself, as a finished request would.
  useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => setLoading(false), 2500);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <DemoSection
      id="buttons"
      title="Кнопки и чипы"
      note="Наведите курсор, чтобы увидеть состояние hover; Tab показывает фокус."
    >
      <DemoCell caption="Варианты">
        <div className={styles.row}>
          <Button>Основная</Button>
          <Button variant="accent">Акцент</Button>
          <Button variant="secondary">Вторичная</Button>
          <Button variant="ghost">Без фона</Button>
        </div>
      </DemoCell>
      <DemoCell caption="Размеры и иконка">
        <div className={styles.row}>
          <Button size="s">Маленькая</Button>
          <Button size="l" iconEnd={<ArrowIcon size={20} />}>
            Большая
          </Button>
        </div>
      </DemoCell>
      <DemoCell caption="Отключена (disabled)">
        <div className={styles.row}>
          <Button disabled>Недоступно</Button>
          <Button variant="secondary" disabled>
            Недоступно
          </Button>
        </div>
      </DemoCell>
      <DemoCell caption="Загрузка (спиннер)">
        <div className={styles.row}>
          <Button loading>Отправить</Button>
          <Button variant="accent" loading={loading} onClick={() => setLoading(true)}>
            {loading ? 'Отправляем' : 'Нажмите: 2,5 с загрузки'}
          </Button>
        </div>
      </DemoCell>
      <DemoCell caption="Тёмный фон">
        <div className={`${styles.row} ${styles.dark}`}>
          <Button variant="inverse">На тёмном</Button>
        </div>
      </DemoCell>
      <DemoCell caption="Чипы активных фильтров">
        <ChipList label="Активные фильтры" onClear={chips.length > 0 ? () => setChips([]) : undefined}>
          {chips.map((chip) => (
            <li key={chip}>
              <Chip onRemove={() => setChips((list) => list.filter((item) => item !== chip))}>{chip}</Chip>
            </li>
          ))}
          {chips.length === 0 && (
            <li>
              <Button size="s" variant="ghost" onClick={() => setChips(FILTERS)}>
                Вернуть фильтры
              </Button>
            </li>
          )}
        </ChipList>
      </DemoCell>
    </DemoSection>
  );
}
