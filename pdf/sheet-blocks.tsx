/** @jsxRuntime automatic */
/** @jsxImportSource react */
/** Price, facts and metro blocks of the lot sheet. */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { LotSheetView, SheetMetro, SheetRow } from './lot-sheet-view.ts';
import { PDF_COLORS } from './pdf-theme.ts';

const styles = StyleSheet.create({
  price: { alignItems: 'flex-end', minWidth: 170 },
  priceMain: { fontSize: 24, fontWeight: 700, lineHeight: 1.1 },
  oldRow: { flexDirection: 'row', alignItems: 'center', marginTop: 4 },
  oldPrice: { fontSize: 10, color: PDF_COLORS.faint, textDecoration: 'line-through' },
  discount: { marginLeft: 6, fontSize: 9, fontWeight: 600, color: PDF_COLORS.accent },
  perMeter: { fontSize: 9.5, color: PDF_COLORS.muted, marginTop: 4 },
  facts: { flexDirection: 'row', flexWrap: 'wrap' },
  fact: { paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: PDF_COLORS.border },
  factLabel: { fontSize: 7.5, color: PDF_COLORS.muted, textTransform: 'uppercase', letterSpacing: 0.4 },
  factValue: { fontSize: 10.5, fontWeight: 500, marginTop: 1 },
  sectionTitle: {
    fontSize: 7.5,
    color: PDF_COLORS.muted,
    textTransform: 'uppercase',
    letterSpacing: 0.4,
    marginBottom: 4,
  },
  station: { flexDirection: 'row', alignItems: 'center', marginBottom: 3 },
  dot: { width: 6, height: 6, borderRadius: 3, marginRight: 5 },
  stationName: { fontSize: 9.5, fontWeight: 500 },
  stationTime: { fontSize: 8.5, color: PDF_COLORS.muted },
});

export function SheetPrice({
  view,
}: {
  view: Pick<LotSheetView, 'price' | 'oldPrice' | 'discount' | 'pricePerMeter'>;
}) {
  return (
    <View style={styles.price}>
      <Text style={styles.priceMain}>{view.price}</Text>
      {view.oldPrice ? (
        <View style={styles.oldRow}>
          <Text style={styles.oldPrice}>{view.oldPrice}</Text>
          {view.discount ? <Text style={styles.discount}>{view.discount}</Text> : null}
        </View>
      ) : null}
      {view.pricePerMeter ? <Text style={styles.perMeter}>{view.pricePerMeter}</Text> : null}
    </View>
  );
}

export function SheetFacts({ rows, columns }: { rows: SheetRow[]; columns: 1 | 2 }) {
  // Two columns when the plan is missing: the facts take its place instead of one long list.
  const width = columns === 2 ? '48%' : '100%';
  return (
    <View style={[styles.facts, { justifyContent: 'space-between' }]}>
      {rows.map((row) => (
        <View key={row.label} style={[styles.fact, { width }]} wrap={false}>
          <Text style={styles.factLabel}>{row.label}</Text>
          <Text style={styles.factValue}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function SheetMetroList({ metro }: { metro: SheetMetro[] }) {
  if (metro.length === 0) return null;
  return (
    <View wrap={false}>
      <Text style={styles.sectionTitle}>Метро</Text>
      {metro.slice(0, 3).map((entry) => (
        <View key={`${entry.station}:${entry.time}`} style={styles.station}>
          <View style={[styles.dot, { backgroundColor: entry.color }]} />
          <Text style={styles.stationName}>
            {entry.station} <Text style={styles.stationTime}>· {entry.time}</Text>
          </Text>
        </View>
      ))}
    </View>
  );
}
