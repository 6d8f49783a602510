/** Exposes the Drizzle database to routes as `app.db` and reports its lost connections to the app's log. */
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
    // A warning, not an error: the pool reconnects by itself once the server is back (decision 027).
    database.onConnectionLost((error) =>
      app.log.warn({ err: error }, 'database connection lost; reconnecting on the next query'),
    );
  },
  { name: 'db' },
);
