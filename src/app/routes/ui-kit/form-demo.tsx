import { useState } from 'react';
import { formatPrice } from '@/lib/format';
import { CheckboxGroup, type CheckboxGroupOption } from '@/ui/checkbox-group/checkbox-group';
import { Checkbox } from '@/ui/field/checkbox';
import { TextArea } from '@/ui/field/text-area';
import { TextField } from '@/ui/field/text-field';
import { NumberInput } from '@/ui/number-input/number-input';
import { Toggle } from '@/ui/toggle/toggle';
import { DemoCell, DemoOutput, DemoSection } from './demo';

const EMPTY = 'Пожалуйста, заполните это поле';

const ROOMS: CheckboxGroupOption[] = [
  { label: 'Студия', value: 'studio', count: 24 },
  { label: '1', value: '1', count: 56 },
  { label: '2', value: '2', count: 71 },
  { label: '3', value: '3', count: 0, disabled: true },
  { label: '4+', value: '4+', count: 9 },
  { label: 'Евро-2', value: 'e2', count: 18 },
];

export function NumberInputDemo() {
  const [from, setFrom] = useState<number | null>(12500);
  const [committed, setCommitted] = useState(12500);
  const [delta, setDelta] = useState<number | null>(-15);
  return (
    <DemoSection
      id="number-input"
      title="Числовое поле с разрядами"
      note="Буквы убираются; цифры, одна точка и минус (только в начале и только если разрешён); 2 знака после точки, до 6 цифр, без ведущих нулей; пустое или 0 → 0 при потере фокуса; Enter снимает фокус."
    >
      <DemoCell caption="По умолчанию: пробел, точка, 2 знака">
        <NumberInput label="Площадь от" value={from} onChange={setFrom} onCommit={setCommitted} trailing="м²" />
        <DemoOutput>
          onChange: {String(from)} · onCommit: {committed}
        </DemoOutput>
      </DemoCell>
      <DemoCell caption="Отрицательные разрешены (positiveOnly=false)">
        <NumberInput label="Изменение цены" value={delta} onChange={setDelta} positiveOnly={false} trailing="%" />
      </DemoCell>
      <DemoCell caption="Ошибка">
        <NumberInput label="Цена до" value={0} leading="до" trailing="₽" error="Неверный формат" />
      </DemoCell>
      <DemoCell caption="Отключено">
        <NumberInput
          label="Первоначальный взнос"
          value={4500000}
          trailing="₽"
          disabled
          maxLength={9}
          hint={formatPrice(4500000)}
        />
      </DemoCell>
    </DemoSection>
  );
}

export function FieldsDemo() {
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [notFirst, setNotFirst] = useState(true);
  const [rooms, setRooms] = useState<string[]>(['studio', '2']);
  return (
    <DemoSection
      id="fields"
      title="Поля, флажки, переключатели"
      note="Ошибка: красная рамка, текст под полем с иконкой, aria-invalid и aria-describedby."
    >
      <DemoCell caption="Текстовое поле">
        <TextField
          label="Имя"
          placeholder="Иван Петров"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={50}
          hint="Как к вам обращаться"
        />
      </DemoCell>
      <DemoCell caption="Ошибка">
        <TextField label="Электронная почта" type="email" defaultValue="ivan@" error="Неверный формат" required />
      </DemoCell>
      <DemoCell caption="Отключено">
        <TextField label="Телефон" defaultValue="+7 (495) 000-00-00" disabled />
      </DemoCell>
      <DemoCell caption="Многострочное с ошибкой">
        <TextArea label="Комментарий" error={EMPTY} required />
      </DemoCell>
      <DemoCell caption="Флажок согласия">
        <Checkbox
          label={
            <>
              Я даю свое согласие на <a href="/personal-data-processing">обработку персональных данных</a>
            </>
          }
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          error={consent ? undefined : EMPTY}
        />
      </DemoCell>
      <DemoCell caption="Флажки: отмечен, частично, отключён">
        <Checkbox label="Отмечен" defaultChecked />
        <Checkbox label="Выбраны не все" indeterminate />
        <Checkbox label="Недоступен" disabled defaultChecked />
      </DemoCell>
      <DemoCell caption="Переключатели">
        <Toggle label="Не первый этаж" checked={notFirst} onChange={setNotFirst} />
        <Toggle label="Только со скидкой" checked={false} onChange={() => undefined} disabled />
      </DemoCell>
      <DemoCell caption="Группа-«таблетки» с количеством из фасетов" wide>
        <CheckboxGroup legend="Комнаты" variant="pills" options={ROOMS} value={rooms} onChange={setRooms} />
        <DemoOutput>value: [{rooms.join(', ')}]</DemoOutput>
      </DemoCell>
    </DemoSection>
  );
}
