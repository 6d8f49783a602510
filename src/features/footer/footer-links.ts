/**
 * The footer's link columns as data, so the rules (purchase entries from site
 * info, guarded pages only where the guard lets visitors in) are testable.
 */
import { moscowDay } from '@/lib/format';
import type { SiteInfo } from '@/schemas/site';

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterColumnsOptions {
  /** /owners is behind the route guard (spec §2); linking it where the guard redirects would be a dead end. */
  showOwners: boolean;
}

/** Purchase labels may contain line breaks meant for the menu (spec §3). */
const oneLine = (label: string) => label.replace(/\s*\n\s*/g, ' ').trim();

export function footerColumns(
  purchase: SiteInfo['purchase'] | undefined,
  { showOwners }: FooterColumnsOptions,
): FooterColumn[] {
  const columns: FooterColumn[] = [
    {
      title: 'Недвижимость',
      links: [
        { label: 'Проекты', to: '/projects' },
        { label: 'Коммерция', to: '/projects-commercial/' },
        { label: 'Выбрать недвижимость', to: '/lots' },
        { label: 'Акции', to: '/promo' },
      ],
    },
  ];
  if (purchase && purchase.length > 0) {
    columns.push({
      title: 'Способы покупки',
      links: purchase.map((entry) => ({
        label: oneLine(entry.label),
        to: `/purchase/${encodeURIComponent(entry.slug)}`,
      })),
    });
  }
  const company: FooterLink[] = [
    { label: 'О компании', to: '/about' },
    { label: 'Новости', to: '/news' },
    { label: 'Медиа', to: '/media' },
    { label: 'Партнёрам', to: '/partners' },
    { label: 'Вакансии', to: '/vacancies' },
    { label: 'Тендеры', to: '/tenders' },
    { label: 'Контакты', to: '/contacts' },
  ];
  if (showOwners) company.push({ label: 'Собственникам', to: '/owners' });
  columns.push({ title: 'Компания', links: company });
  return columns;
}

export const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Документы', to: '/documents' },
  { label: 'Политика конфиденциальности', to: '/policy' },
  { label: 'Согласие на обработку персональных данных', to: '/personal-data-processing' },
];

/** The first year of the copyright line (spec §2). */
const COPYRIGHT_SINCE = 2014;

/** `now`: the render's moment (useRenderedAt), the year as Moscow has it, so the server and the browser agree. */
export function copyrightLine(legalName: string, now: number): string {
  return `© ${COPYRIGHT_SINCE}–${moscowDay(now)?.year ?? ''} ${legalName}`;
}
