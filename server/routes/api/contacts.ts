/**
 * `GET /api/contacts/`: the call centre (site settings) and the offices with
 * address, phones, hours, metro, directions and coordinates for the map.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactsSchema, officesBlockSchema, type Contacts } from '../../../src/schemas/company-pages.ts';
import { readPageBlocks } from '../../services/company-pages/page-blocks.ts';
import { readSettings } from '../../services/site-settings.ts';

const legalBlockSchema = contactsSchema.shape.legal;

export default async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/contacts/',
    {
      schema: {
        tags: ['company'],
        summary: 'Контакты: телефон, почта, часы работы, офисы с адресами и координатами',
        response: { 200: contactsSchema },
      },
    },
    async (request): Promise<Contacts> => {
      const [blocks, { contacts, brand }] = await Promise.all([
        readPageBlocks(app.db, 'contacts', request.log),
        readSettings(app.db, ['contacts', 'brand']),
      ]);
      return {
        phone: contacts.phone,
        email: contacts.email,
        work_time: contacts.work_time,
        offices: blocks.get('offices', officesBlockSchema, { items: [] }).items,
        legal: blocks.get('legal', legalBlockSchema, {
          name: brand.legal_name,
          inn: '',
          ogrn: '',
          address: contacts.address,
        }),
      };
    },
  );
}
