/**
 * The formatting helpers of spec §9 with sample inputs. U+00A0 is shown as
 * «·» in the second column, so the non-breaking spaces can be checked by eye.
 */
import {
  NOUNS,
  buildingStatusText,
  formatArea,
  formatBytes,
  formatCount,
  formatCurrency,
  formatDate,
  formatFloor,
  formatMonthYear,
  formatMortgagePayment,
  formatPrice,
  formatPricePerMeter,
  roomsLabel,
  weekdayName,
} from '@/lib/format';
import styles from './ui-kit.module.css';

const SAMPLES: [call: string, result: string][] = [
  ['formatPrice(45 600 000)', formatPrice(45_600_000)],
  ['formatPrice(850 000)', formatPrice(850_000)],
  ['formatCurrency(1 234 567,891)', formatCurrency(1_234_567.891)],
  ['formatPricePerMeter(1 250 000)', formatPricePerMeter(1_250_000)],
  ['formatMortgagePayment(125 400)', formatMortgagePayment(125_400)],
  ['formatArea(54,3)', formatArea(54.3)],
  ['formatFloor(5, 24)', formatFloor(5, 24)],
  ['formatFloor(3, 21)', formatFloor(3, 21)],
  [
    'roomsLabel(0) / (2) / (2, euro) / (5, short)',
    [roomsLabel(0), roomsLabel(2), roomsLabel(2, { euro: true }), roomsLabel(5, { short: true })].join(' / '),
  ],
  [
    "buildingStatusText({ status: 'building', 4, 2026 })",
    buildingStatusText({ status: 'building', quarter: 4, year: 2026 }),
  ],
  ['… short', buildingStatusText({ status: 'building', quarter: 4, year: 2026 }, { short: true })],
  ["buildingStatusText({ status: 'built' })", buildingStatusText({ status: 'built' })],
  ["buildingStatusText({ status: 'ready' })", buildingStatusText({ status: 'ready' })],
  ["buildingStatusText({ status: 'hand_over' })", buildingStatusText({ status: 'hand_over' })],
  ['formatCount(21 / 3 / 11, лот)', [21, 3, 11].map((count) => formatCount(count, NOUNS.lot)).join(', ')],
  ["formatDate('2026-11-21')", formatDate('2026-11-21')],
  ["weekdayName('2026-11-21')", weekdayName('2026-11-21')],
  ["formatMonthYear('2026-11-21')", formatMonthYear('2026-11-21')],
  ['formatBytes(1 572 864)', formatBytes(1_572_864)],
  ['formatBytes(3 ТБ)', formatBytes(3 * 1024 ** 4)],
];

export function FormatDemo() {
  return (
    <section className={styles.section} aria-labelledby="format-title">
      <header className={styles.sectionHead}>
        <h2 id="format-title" className={styles.sectionTitle}>
          Форматирование
        </h2>
        <p className={styles.note}>
          <code>@/lib/format</code>: деньги, площади, этажи, статус дома, склонения, даты, размеры файлов. «·» —
          неразрывный пробел.
        </p>
      </header>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Вызов</th>
              <th scope="col">Результат</th>
              <th scope="col">Пробелы видны</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLES.map(([call, result]) => (
              <tr key={call}>
                <td>
                  <code>{call}</code>
                </td>
                <td>{result}</td>
                <td className={styles.muted}>{result.replaceAll('\u00a0', '·')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
