import { useState } from 'react';
import { formatArea, formatNumber } from '@/lib/format';
import { Slider } from '@/ui/slider/slider';
import { DemoCell, DemoOutput, DemoSection } from './demo';

type Pair = readonly [number, number];

const millions = (value: number) => `${formatNumber(value, { maxDecimals: 1 })}\u00a0млн\u00a0₽`;
const AREA_MARKS = { 20: '20 м²', 65: '65', 110: '110', 155: '155', 200: '200 м²' };

export function SliderDemo() {
  const [floor, setFloor] = useState(5);
  const [floorInput, setFloorInput] = useState(5);
  const [price, setPrice] = useState<Pair>([18.5, 96]);
  const [priceInput, setPriceInput] = useState<Pair>([18.5, 96]);
  const [area, setArea] = useState<Pair>([45, 120]);
  const [ceiling, setCeiling] = useState(3.1);

  return (
    <DemoSection
      id="slider"
      title="Slider"
      note="Перетаскивание, наведение, стрелки, PageUp/PageDown, Home/End. Клик по шкале двигает ближайший бегунок; onChange — по окончании перетаскивания, onInput — во время."
    >
      <DemoCell caption="Одиночный, метки, подсказка при наведении" wide roomy>
        <Slider
          label="Этаж"
          min={1}
          max={24}
          value={floor}
          marks={[1, 6, 12, 18, 24]}
          onInput={setFloorInput}
          onChange={setFloor}
        />
        <DemoOutput>
          onInput: {floorInput} · onChange: {floor}
        </DemoOutput>
      </DemoCell>
      <DemoCell caption="Диапазон, шаг 0,1, подсказка всегда" wide>
        <Slider
          label="Цена"
          min={10}
          max={150}
          step={0.1}
          value={price}
          tooltip="always"
          formatValue={millions}
          onInput={setPriceInput}
          onChange={setPrice}
        />
        <DemoOutput>
          onInput: {priceInput.join(' – ')} · onChange: {price.join(' – ')}
        </DemoOutput>
      </DemoCell>
      <DemoCell caption="Диапазон с подписанными метками, шаг 5" wide roomy>
        <Slider
          label="Площадь"
          min={20}
          max={200}
          step={5}
          value={area}
          marks={AREA_MARKS}
          formatValue={(value) => formatArea(value)}
          onChange={setArea}
        />
        <DemoOutput>onChange: {area.map((value) => formatArea(value)).join(' – ')}</DemoOutput>
      </DemoCell>
      <DemoCell caption="Без подсказки, точность 0,05" roomy>
        <Slider
          label="Высота потолков"
          min={2.7}
          max={4.2}
          step={0.05}
          value={ceiling}
          tooltip="never"
          onChange={setCeiling}
        />
        <DemoOutput>onChange: {ceiling} м</DemoOutput>
      </DemoCell>
      <DemoCell caption="Отключён" roomy>
        <Slider label="Срок сдачи" min={2025} max={2030} value={[2026, 2028]} marks={[2025, 2030]} disabled />
      </DemoCell>
    </DemoSection>
  );
}
