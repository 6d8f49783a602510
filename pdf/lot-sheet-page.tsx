/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * One A4 lot sheet: brand line, heading, price block, facts, the plan as
 * large as the page allows, metro, the QR code back to the lot page, and the
 * footer with contacts and the disclaimer. Data in, page out.
 */
import { Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { LotSheetInput, SheetContext } from './lot-sheet-types.ts';
import { lotSheetView } from './lot-sheet-view.ts';
import { pdfImageSource } from './pdf-image.ts';
import { PAGE_PADDING, PDF_BASE_TEXT, PDF_COLORS } from './pdf-theme.ts';
import { QrCode } from './qr-code.tsx';
import { FOOTER_HEIGHT, SheetFooter } from './sheet-footer.tsx';
import { SheetFacts, SheetMetroList, SheetPrice } from './sheet-blocks.tsx';

/** Height of the plan and facts area: what is left of A4 between the heading and the contacts. */
const BODY_HEIGHT = 440;
/** «Помещение свободного назначения № П-12» at 26 pt would take three lines next to the price. */
const LONG_HEADING = 24;

const styles = StyleSheet.create({
  page: { ...PDF_BASE_TEXT, paddingTop: 32, paddingHorizontal: PAGE_PADDING, paddingBottom: FOOTER_HEIGHT + 8 },
  top: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingBottom: 10,
    borderBottomWidth: 0.5,
    borderBottomColor: PDF_COLORS.border,
  },
  brand: { fontSize: 13, fontWeight: 700, letterSpacing: 2.4, textTransform: 'uppercase' },
  place: { maxWidth: 330, alignItems: 'flex-end', textAlign: 'right', color: PDF_COLORS.muted, fontSize: 8.5 },
  project: { fontWeight: 600, color: PDF_COLORS.text },
  headRow: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginTop: 18 },
  headText: { flexGrow: 1, flexBasis: 0, paddingRight: 16 },
  heading: { fontSize: 26, fontWeight: 700, lineHeight: 1.1 },
  headingLong: { fontSize: 19 },
  subtitle: { fontSize: 12, color: PDF_COLORS.muted, marginTop: 4 },
  status: {
    marginTop: 8,
    alignSelf: 'flex-start',
    paddingVertical: 2,
    paddingHorizontal: 6,
    fontSize: 8,
    fontWeight: 600,
    color: PDF_COLORS.white,
    backgroundColor: PDF_COLORS.accent,
  },
  // Fixed height: a long facts list must never push the contacts onto a second page.
  body: { flexDirection: 'row', marginTop: 18, height: BODY_HEIGHT },
  planBox: {
    flexGrow: 1,
    flexBasis: 0,
    marginRight: 20,
    borderWidth: 0.5,
    borderColor: PDF_COLORS.border,
    padding: 10,
    alignItems: 'center',
    justifyContent: 'center',
  },
  plan: { objectFit: 'contain', width: '100%', maxHeight: BODY_HEIGHT - 22 },
  side: { width: 200 },
  sideWide: { flexGrow: 1 },
  // Pinned above the footer, so it sits in the same place on every sheet, plan or not.
  bottom: {
    position: 'absolute',
    left: PAGE_PADDING,
    right: PAGE_PADDING,
    bottom: FOOTER_HEIGHT + 6,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
  },
  contacts: { width: 190, paddingRight: 16 },
  metro: { flexGrow: 1, flexBasis: 0, paddingRight: 16 },
  contactLabel: { fontSize: 8, color: PDF_COLORS.muted },
  phone: { fontSize: 16, fontWeight: 700, marginTop: 2, lineHeight: 1.2 },
  hours: { fontSize: 8.5, color: PDF_COLORS.muted, marginTop: 2 },
  qr: { alignItems: 'center' },
  qrCaption: { fontSize: 7, color: PDF_COLORS.muted, marginTop: 3 },
});

export function LotSheetPage({ sheet, context }: { sheet: LotSheetInput; context: SheetContext }) {
  const view = lotSheetView(sheet.lot, context);
  const { plan } = sheet;
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.top}>
        <Text style={styles.brand}>{view.brand}</Text>
        {/* Two Texts, not one with «\n»: Manrope has no glyph for a line feed and react-pdf would embed Helvetica for it. */}
        <View style={styles.place}>
          <Text style={styles.project}>{view.project}</Text>
          {view.address ? <Text>{view.address}</Text> : null}
        </View>
      </View>

      <View style={styles.headRow}>
        <View style={styles.headText}>
          <Text style={view.heading.length > LONG_HEADING ? [styles.heading, styles.headingLong] : styles.heading}>
            {view.heading}
          </Text>
          <Text style={styles.subtitle}>{view.subtitle}</Text>
          {view.status ? <Text style={styles.status}>{view.status}</Text> : null}
        </View>
        <SheetPrice view={view} />
      </View>

      <View style={styles.body}>
        {plan ? (
          <View style={styles.planBox}>
            <Image style={styles.plan} src={pdfImageSource(plan)} />
          </View>
        ) : null}
        <View style={plan ? styles.side : styles.sideWide}>
          <SheetFacts rows={view.rows} columns={plan ? 1 : 2} />
        </View>
      </View>

      <View style={styles.bottom} fixed>
        <View style={styles.contacts}>
          <Text style={styles.contactLabel}>Офис продаж</Text>
          <Text style={styles.phone}>{view.phone}</Text>
          <Text style={styles.hours}>{view.hours}</Text>
        </View>
        <View style={styles.metro}>
          <SheetMetroList metro={view.metro} />
        </View>
        <View style={styles.qr}>
          <QrCode url={sheet.pageUrl} size={72} />
          <Text style={styles.qrCaption}>{view.qrCaption}</Text>
        </View>
      </View>

      <SheetFooter brand={view.brand} phone={view.phone} hours={view.hours} priceValidity={view.priceValidity} />
    </Page>
  );
}
