/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The bottom of every page: price date, contacts and the spec §2
 * disclaimer in small grey type. Fixed, so a multi-page table repeats it.
 */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { DEVELOPER_DISCLAIMER } from '../src/lib/legal-texts.ts';
import { PDF_COLORS } from './pdf-theme.ts';

const styles = StyleSheet.create({
  footer: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 24,
    borderTopWidth: 0.5,
    borderTopColor: PDF_COLORS.border,
    paddingTop: 6,
  },
  line: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: PDF_COLORS.muted,
    marginBottom: 3,
  },
  strong: { fontWeight: 600, color: PDF_COLORS.text },
  disclaimer: { fontSize: 5.8, lineHeight: 1.3, color: PDF_COLORS.faint },
});

export interface SheetFooterProps {
  brand: string;
  phone: string;
  hours: string;
  priceValidity: string;
}

export function SheetFooter({ brand, phone, hours, priceValidity }: SheetFooterProps) {
  return (
    <View style={styles.footer} fixed>
      <View style={styles.line}>
        <Text>
          <Text style={styles.strong}>{brand}</Text> · {phone} · {hours}
        </Text>
        <Text>{priceValidity}</Text>
      </View>
      <Text style={styles.disclaimer}>{DEVELOPER_DISCLAIMER}</Text>
    </View>
  );
}

/** Space the absolute footer takes; page content keeps clear of it. */
export const FOOTER_HEIGHT = 78;
