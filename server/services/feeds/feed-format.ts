/**
 * One listing feed's shape, and the document it makes: the head, one
 * element per lot rendered a group at a time, the tail. The route streams
 * the document (xml-writer.ts `xmlStream`), so only the group being written
 * exists as text.
 */
import type { LotKind } from '../../db/schema/enums.ts';
import type { LotRecord } from '../lots/snapshot.ts';
import type { FeedContext } from './feed-context.ts';
import { renderedInGroups } from './xml-writer.ts';

export interface FeedFormat {
  /** Lot kinds the format has a place for; the rest stay out of the feed. */
  kinds: ReadonlySet<LotKind>;
  /** Declaration, root and what precedes the first lot. */
  head(now: Date): string;
  tail: string;
  /** The element of one lot, with the request's context bound once. */
  renderer(context: FeedContext): (lot: LotRecord) => string;
}

/** Lots per written group: a few hundred kilobytes of text, small enough for any number of lots. */
const FEED_GROUP_SIZE = 250;

export function* feedDocument(
  format: FeedFormat,
  lots: Iterable<LotRecord>,
  context: FeedContext,
  now: Date,
  groupSize = FEED_GROUP_SIZE,
): Generator<string> {
  yield format.head(now);
  yield* renderedInGroups(lots, groupSize, format.renderer(context));
  yield format.tail;
}
