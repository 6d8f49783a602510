/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The comparison table as A4 landscape pages. Lots beyond one page's width
 * go to further pages (each repeats the row labels), so any number of lots
 * prints without squeezing; long tables wrap down with a repeated header.
 */
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { BRAND_NAME } from '../src/lib/brand.ts';
import type { CompareTableInput, SheetContext } from './lot-sheet-types.ts';
import { moscowDateText } from './lot-sheet-view.ts';
import { PAGE_PADDING, PDF_BASE_TEXT, PDF_COLORS } from './pdf-theme.ts';
import { QrCode } from './qr-code.tsx';
import { FOOTER_HEIGHT, SheetFooter } from './sheet-footer.tsx';

/** Lot columns per page: five fit A4 landscape with readable 8.5 pt values. */
const COMPARE_COLUMNS_PER_PAGE = 5;

const styles = StyleSheet.create({
  page: {
    ...PDF_BASE_TEXT,
    fontSize: 8.5,
    paddingTop: 28,
    paddingHorizontal: PAGE_PADDING,
    paddingBottom: FOOTER_HEIGHT + 6,
  },
  top: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 12 },
  brand: { fontSize: 12, fontWeight: 700, letterSpacing: 2.2, textTransform: 'uppercase' },
  title: { fontSize: 16, fontWeight: 700 },
  pageNote: { fontSize: 8, color: PDF_COLORS.muted },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: PDF_COLORS.border },
  odd: { backgroundColor: PDF_COLORS.bgMuted },
  label: { width: 150, paddingVertical: 4, paddingRight: 8, color: PDF_COLORS.muted },
  cell: { flexGrow: 1, flexBasis: 0, paddingVertical: 4, paddingHorizontal: 6 },
  head: { flexDirection: 'row', paddingBottom: 6, borderBottomWidth: 1, borderBottomColor: PDF_COLORS.text },
  headCell: { flexGrow: 1, flexBasis: 0, paddingHorizontal: 6, flexDirection: 'row', alignItems: 'flex-end' },
  headTitle: { flexGrow: 1, flexBasis: 0, fontWeight: 700, fontSize: 9.5, paddingRight: 4 },
});

function chunkColumns<T>(items: T[], size = COMPARE_COLUMNS_PER_PAGE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks.length > 0 ? chunks : [[]];
}

export function CompareDocument({ table, context }: { table: CompareTableInput; context: SheetContext }): ReactElement {
  const chunks = chunkColumns(table.columns.map((column, index) => ({ column, index })));
  const priceValidity = `Цена действительна на ${moscowDateText(context.priceDate)}`;
  return (
    <Document title={table.title} author={BRAND_NAME} creator={BRAND_NAME} producer={BRAND_NAME} language="ru">
      {chunks.map((chunk, pageIndex) => (
        <Page key={pageIndex} size="A4" orientation="landscape" style={styles.page}>
          <View style={styles.top} fixed>
            <View>
              <Text style={styles.brand}>{BRAND_NAME}</Text>
              <Text style={styles.title}>{table.title}</Text>
            </View>
            {chunks.length > 1 ? (
              <Text style={styles.pageNote}>
                Лоты {chunk[0].index + 1}–{chunk[chunk.length - 1].index + 1} из {table.columns.length}
              </Text>
            ) : null}
          </View>
          <View style={styles.head} fixed>
            <Text style={styles.label}> </Text>
            {chunk.map(({ column }) => (
              <View key={column.id} style={styles.headCell}>
                <Text style={styles.headTitle}>{column.title}</Text>
                <QrCode url={column.pageUrl} size={30} />
              </View>
            ))}
          </View>
          {table.rows.map((row, rowIndex) => (
            <View key={row.label} style={rowIndex % 2 ? [styles.row, styles.odd] : styles.row} wrap={false}>
              <Text style={styles.label}>{row.label}</Text>
              {chunk.map(({ column, index }) => (
                <Text key={column.id} style={styles.cell}>
                  {row.values[index] || '—'}
                </Text>
              ))}
            </View>
          ))}
          <SheetFooter brand={BRAND_NAME} phone={context.phone} hours={context.hours} priceValidity={priceValidity} />
        </Page>
      ))}
    </Document>
  );
}
