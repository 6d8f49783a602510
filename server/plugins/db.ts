/** Exposes the Drizzle database to routes as `app.db`; closes it with the app when owned. */
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
  },
  { name: 'db' },
);
