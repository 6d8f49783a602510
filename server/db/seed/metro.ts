/** Moscow metro lines (official colours) and the stations near the seeded projects. */

export interface MetroLineSeed {
  code: string;
  name: string;
  color: string;
  /** МЦК and МЦД are on the metro map but are not metro lines (spec §3 `is_not_a_metro`). */
  notMetro?: boolean;
  stations: string[];
}

export const METRO_LINES: MetroLineSeed[] = [
  {
    code: '1',
    name: 'Сокольническая',
    color: '#EF161E',
    stations: ['Кропоткинская', 'Парк культуры', 'Фрунзенская', 'Спортивная', 'Сокольники'],
  },
  { code: '2', name: 'Замоскворецкая', color: '#2DBE2C', stations: ['Павелецкая', 'Белорусская', 'Новокузнецкая'] },
  { code: '4', name: 'Филёвская', color: '#00BFFF', stations: ['Кутузовская', 'Студенческая'] },
  {
    code: '5',
    name: 'Кольцевая',
    color: '#8D5B2D',
    stations: ['Парк культуры', 'Добрынинская', 'Павелецкая', 'Белорусская'],
  },
  {
    code: '6',
    name: 'Калужско-Рижская',
    color: '#ED9121',
    stations: ['Октябрьская', 'Шаболовская', 'Ленинский проспект'],
  },
  { code: '7', name: 'Таганско-Краснопресненская', color: '#800080', stations: ['Улица 1905 года'] },
  {
    code: '9',
    name: 'Серпуховско-Тимирязевская',
    color: '#999999',
    stations: ['Полянка', 'Серпуховская', 'Менделеевская'],
  },
  { code: '10', name: 'Люблинско-Дмитровская', color: '#99CC00', stations: ['Марьина Роща', 'Достоевская'] },
  { code: '11', name: 'Большая кольцевая', color: '#82C0C0', stations: ['Шелепиха', 'Марьина Роща', 'Сокольники'] },
  {
    code: '14',
    name: 'Московское центральное кольцо',
    color: '#FFA8AF',
    notMetro: true,
    stations: ['Шелепиха', 'Кутузовская', 'Площадь Гагарина', 'Лужники'],
  },
];

/** `'5:Парк культуры'` → station id, filled while inserting. */
export const stationKey = (lineCode: string, name: string) => `${lineCode}:${name}`;
