/**
 * axe-core in the end-to-end specs (issue 9, decision 017): one scan of the
 * page as it stands, with the WCAG 2.1 A/AA rules and axe's best practices.
 * A violation of impact serious or critical fails; the message lists each
 * one readably (rule, impact, selectors, axe's own summary) so a failure
 * says what to fix without opening a trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/**
 * Rules that must run whatever axe's release thinks of them: WCAG 2.5.3 «label in name» (issue 30: the
 * logo links were named «На главную» while showing «СЕВЕРИН»; speech users say what they see). Axe
 * releases before 4.14 kept this rule among the experimental ones, which tags alone do not run.
 */
export const AXE_REQUIRED_RULES = ['label-content-name-mismatch'] as const;

const FAILING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface ScanOptions {
  /** Only this part of the page (a dialog, a menu); the whole document otherwise. */
  include?: string;
}

/** Animations (fades, slides) would be caught half-transparent: wait for the finite ones to end. */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const { iterations } = animation.effect?.getComputedTiming() ?? {};
      return iterations !== Infinity;
    });
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // A long one (a countdown, a slow carousel) must not hold the scan up.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** One line per offending element: where it is and axe's explanation. */
function describe(violation: Violation): string {
  const nodes = violation.nodes.slice(0, 6).map((node) => {
    const target = node.target.map(String).join(' ');
    const why = (node.failureSummary ?? '')
      .split('\n')
      .slice(1, 3)
      .map((line) => line.trim())
      .join(' ');
    return `    · ${target}${why ? ` — ${why}` : ''}`;
  });
  const more = violation.nodes.length > 6 ? [`    · … ${violation.nodes.length - 6} more`] : [];
  return [
    `${violation.id} [${violation.impact}] ${violation.help} (${violation.nodes.length})`,
    ...nodes,
    ...more,
  ].join('\n');
}

/** One axe run over the page (or the `include` part) with the tags and the required rules. */
export async function axeScan(page: Page, options: ScanOptions = {}): Promise<AxeResults> {
  await settleAnimations(page);
  const rules = Object.fromEntries(AXE_REQUIRED_RULES.map((rule) => [rule, { enabled: true }]));
  // options() first: it replaces the whole option object, withTags() then adds runOnly to it.
  let builder = new AxeBuilder({ page }).options({ rules }).withTags([...AXE_TAGS]);
  if (options.include) builder = builder.include(options.include);
  return builder.analyze();
}

/** Runs axe and answers the serious and critical violations, described. */
async function seriousViolations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  const results = await axeScan(page, options);
  // A11Y_REPORT_MINOR=1 prints the moderate and minor findings too, for the cheap fixes they often are.
  if (process.env.A11Y_REPORT_MINOR) {
    const minor = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
    if (minor.length > 0) console.log(`[axe] ${page.url()}\n${minor.map(describe).join('\n')}`);
  }
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '')).map(describe);
}

/**
 * Soft check: every screen of a group is scanned even when one fails, and
 * the report names the screen (`label`) with its list of violations.
 */
export async function expectAccessible(page: Page, label: string, options: ScanOptions = {}) {
  const found = await seriousViolations(page, options);
  expect.soft(found.length, `${label}: serious/critical axe violations\n${found.join('\n')}`).toBe(0);
}

/**
 * The focused element shows a focus indicator: an outline or a box shadow on
 * it or on the box drawn around it (a text field's frame, a custom checkbox),
 * present while focused and gone once focus leaves. Focus is put back after.
 */
export async function expectVisibleFocus(target: Locator, label: string) {
  await expect(target, `${label} is focused`).toBeFocused();
  /**
   * The rings around the element; with `blurFirst`, measured after a blur (null if focus came back
   * at once), and focus is given back in the same turn: no timer of the page (a menu that closes
   * when focus leaves it) runs between the blur and the return.
   */
  const rings = (blurFirst = false) =>
    target.evaluate((element, blur) => {
      if (blur) {
        (element as HTMLElement).blur();
        if (document.activeElement === element) return null;
      }
      const rings: string[] = [];
      const around = [element, element.nextElementSibling, element.parentElement, element.parentElement?.parentElement];
      for (const node of around) {
        if (!node) continue;
        const style = getComputedStyle(node);
        const outline =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outline}` : '';
        const shadow = style.boxShadow !== 'none' ? `shadow ${style.boxShadow}` : '';
        rings.push([outline, shadow].filter(Boolean).join(', '));
      }
      if (blur) (element as HTMLElement).focus();
      return rings;
    }, blurFirst);
  const focused = (await rings())!;
  // A form may still be moving focus to its first invalid field: blur until the blur holds.
  let blurred: string[] | null = null;
  await expect
    .poll(async () => (blurred = await rings(true)) !== null, { message: `${label} can lose focus` })
    .toBe(true);
  await expect(target, `${label} has focus back`).toBeFocused();
  const shown = focused.filter((ring, index) => ring !== '' && ring !== blurred![index]);
  expect(
    shown.length,
    `${label} shows its focus (focused: ${focused.join(' | ')}; blurred: ${blurred!.join(' | ')})`,
  ).toBeGreaterThan(0);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Answers the number of presses. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** Whether the element that has focus lies inside `container`. */
export const focusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));
