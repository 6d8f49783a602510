import { useState } from 'react';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import { DemoCell, DemoSection } from './demo';
import styles from './ui-kit.module.css';

const LOT_TYPES: TabItem[] = [
  { id: 'flats', label: 'Квартиры', panel: <p className={styles.panelText}>312 квартир в трёх проектах.</p> },
  {
    id: 'apartments',
    label: 'Апартаменты',
    panel: <p className={styles.panelText}>48 апартаментов с видом на реку.</p>,
  },
  {
    id: 'parking',
    label: 'Машино-места',
    disabled: true,
    panel: <p className={styles.panelText}>Продажи откроются позже.</p>,
  },
  { id: 'storage', label: 'Кладовые', panel: <p className={styles.panelText}>Кладовые от 3 м² на цокольном этаже.</p> },
];

const PERIODS: TabItem[] = [
  { id: '2026', label: '2026' },
  { id: '2025', label: '2025' },
  { id: '2024', label: '2024', disabled: true },
];

export function TabsDemo() {
  const [type, setType] = useState('flats');
  const [period, setPeriod] = useState('2026');
  return (
    <DemoSection
      id="tabs"
      title="Tabs"
      note="Активная, отключённая и при наведении; в ряду один таб в порядке Tab, стрелки переключают и пропускают отключённые."
    >
      <DemoCell caption="С панелями, «Машино-места» отключены" wide>
        <Tabs label="Тип недвижимости" items={LOT_TYPES} value={type} onChange={setType} />
      </DemoCell>
      <DemoCell caption="Маленькие, ручная активация (Enter/Пробел)">
        <Tabs label="Год фотоотчёта" items={PERIODS} value={period} onChange={setPeriod} size="s" activation="manual" />
      </DemoCell>
    </DemoSection>
  );
}
