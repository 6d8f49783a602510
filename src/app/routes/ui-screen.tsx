/**
 * /ui — the UI kit in all its states (issue 3): buttons, Select, Slider,
 * Tabs, the number input, fields with errors, chips, and the formatting
 * helpers. Guarded by the stage like every /ui path (spec §2).
 */
import { PageFrame } from '@/ui/page-frame/page-frame';
import { ButtonsDemo } from './ui-kit/buttons-demo';
import { FormatDemo } from './ui-kit/format-demo';
import { FieldsDemo, NumberInputDemo } from './ui-kit/form-demo';
import { SelectDemo } from './ui-kit/select-demo';
import { SliderDemo } from './ui-kit/slider-demo';
import { TabsDemo } from './ui-kit/tabs-demo';
import styles from './ui-kit/ui-kit.module.css';

const SECTIONS = [
  ['buttons', 'Кнопки и чипы'],
  ['select', 'Select'],
  ['slider', 'Slider'],
  ['tabs', 'Tabs'],
  ['number-input', 'Числовое поле'],
  ['fields', 'Поля'],
  ['format', 'Форматирование'],
] as const;

export default function UiScreen() {
  return (
    <PageFrame title="UI-кит">
      <p className={styles.intro}>Компоненты сайта во всех состояниях. Всё управляется с клавиатуры; фокус виден.</p>
      <nav aria-label="Разделы UI-кита">
        <ul className={styles.toc}>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}-title`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonsDemo />
      <SelectDemo />
      <SliderDemo />
      <TabsDemo />
      <NumberInputDemo />
      <FieldsDemo />
      <FormatDemo />
    </PageFrame>
  );
}
