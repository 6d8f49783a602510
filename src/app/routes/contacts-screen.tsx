/** /contacts (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { ContactsPage } from '@/features/company/contacts/contacts-page';
import { usePageRoute } from './use-page-route';
import { prefetchContactsPage } from '@/features/company/company-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchContactsPage;

export default function ContactsScreen() {
  const { title } = usePageRoute('Контакты');
  return <ContactsPage title={title} />;
}
