/**
 * Reading the listing feeds back in the API suite with libxml2's `xmllint`
 * (scripts/ensure-xml-tools.sh installs it): validation against the schemas
 * of tests/feeds/, and XPath for single values, so what a test compares is
 * what a parser reads (entities decoded), not the raw text.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

export const FEED_SCHEMAS = {
  yandex: path.resolve('tests/feeds/yandex-realty.xsd'),
  cian: path.resolve('tests/feeds/cian.xsd'),
} as const;

function xmllint(args: string[], input: string) {
  return spawnSync('xmllint', args, { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/** Fails the test with xmllint's first complaints unless the document is valid. */
export function expectValid(xml: string, schema: keyof typeof FEED_SCHEMAS): void {
  const result = xmllint(['--noout', '--schema', FEED_SCHEMAS[schema], '-'], xml);
  expect(result.error, 'xmllint could not run: scripts/ensure-xml-tools.sh installs it').toBeUndefined();
  expect(result.stderr.trim().split('\n').slice(0, 5).join('\n')).toBe('- validates');
  expect(result.status).toBe(0);
}

/**
 * One XPath expression's value as text ('' for an empty node set). The Yandex
 * feed's default namespace is dropped first, so expressions name elements
 * plainly (`/realty-feed/offer[@internal-id='5']/price/value`).
 */
export function xpath(xml: string, expression: string): string {
  const plain = xml.replace(/ xmlns="[^"]*"/, '');
  const result = xmllint(['--xpath', expression, '-'], plain);
  if (result.status !== 0 && /XPath set is empty/.test(result.stderr)) return '';
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.replace(/\n$/, '');
}

export const count = (xml: string, expression: string): number => Number(xpath(xml, `count(${expression})`));
