import { useState } from 'react';
import { Select, SELECT_MAX_HEIGHT_COMPACT, type SelectOption, type SelectValue } from '@/ui/select/select';
import { DemoCell, DemoOutput, DemoSection } from './demo';

const ROOMS: SelectOption[] = [
  { label: 'Любая', value: '' },
  { label: 'Студия', value: 'studio', displayName: 'Ст.' },
  { label: '1-комнатная', value: '1', displayName: '1к' },
  { label: '2-комнатная', value: '2', displayName: '2к' },
  { label: '3-комнатная', value: '3', displayName: '3к', disabled: true },
  { label: '4 комнаты и больше', value: '4+', displayName: '4+' },
  { label: 'Евро-2', value: 'e2' },
  { label: 'Евро-3', value: 'e3' },
];

const PROJECTS: SelectOption[] = [
  { label: 'Все проекты', value: null, reset: true },
  {
    label: 'Северин Парк',
    value: 'park',
    menu: [
      { label: 'Корпус 1', value: 101 },
      { label: 'Корпус 2', value: 102 },
      { label: 'Корпус 3 (продан)', value: 103, disabled: true },
    ],
  },
  {
    label: 'Северин Набережная',
    value: 'river',
    menu: [
      { label: 'Корпус А', value: 201 },
      { label: 'Корпус Б', value: 202 },
    ],
  },
  { label: 'Северин Сити', value: 300 },
];

const SORTING: SelectOption[] = [
  { label: 'Сначала дешевле', value: 'price' },
  { label: 'Сначала дороже', value: '-price' },
  { label: 'По цене за м²', value: 'price_per_m2' },
  { label: 'По площади', value: 'area' },
  { label: 'По сроку сдачи', value: 'completion' },
];

const FLOORS: SelectOption[] = Array.from({ length: 24 }, (_, index) => ({
  label: `${index + 1} этаж`,
  value: index + 1,
}));

export function SelectDemo() {
  const [sorting, setSorting] = useState<SelectValue | null>('price');
  const [rooms, setRooms] = useState<SelectValue[]>(['studio', '2']);
  const [projects, setProjects] = useState<SelectValue[]>([]);
  const [floor, setFloor] = useState<SelectValue | null>(null);

  return (
    <DemoSection
      id="select"
      title="Select"
      note="Открывается при наведении и закрывается, когда курсор уходит; с клавиатуры — стрелки, Enter, Пробел, Escape и первая буква."
    >
      <DemoCell caption="Одиночный: закрывается при выборе">
        <Select label="Сортировка" options={SORTING} value={sorting} onChange={setSorting} />
        <DemoOutput>value: {String(sorting)}</DemoOutput>
      </DemoCell>
      <DemoCell caption="Множественный, «Любая» очищает">
        <Select label="Комнаты" multiple options={ROOMS} value={rooms} onChange={setRooms} />
        <DemoOutput>value: [{rooms.join(', ')}]</DemoOutput>
      </DemoCell>
      <DemoCell caption="Вложенное меню: проекты → корпуса">
        <Select label="Проект и корпус" multiple options={PROJECTS} value={projects} onChange={setProjects} />
        <DemoOutput>value: [{projects.join(', ')}]</DemoOutput>
      </DemoCell>
      <DemoCell caption="Высота списка 30,4rem, прокрутка">
        <Select
          label="Этаж"
          placeholder="Выберите этаж"
          options={FLOORS}
          value={floor}
          onChange={setFloor}
          maxHeight={SELECT_MAX_HEIGHT_COMPACT}
        />
      </DemoCell>
      <DemoCell caption="Ошибка">
        <Select
          label="Отделка"
          placeholder="Не выбрано"
          options={SORTING}
          value={null}
          onChange={() => undefined}
          error="Поле некорректно"
        />
      </DemoCell>
      <DemoCell caption="Отключён">
        <Select label="Секция" options={SORTING} value="price" onChange={() => undefined} disabled />
      </DemoCell>
    </DemoSection>
  );
}
