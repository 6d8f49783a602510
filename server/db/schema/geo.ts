/** Moscow metro lines and stations, linked to projects with a travel time (spec §3 metro entry). */
import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { metroTransport } from './enums.ts';
import { projects } from './projects.ts';

export const metroLines = pgTable('metro_lines', {
  id: id(),
  /** Line number as printed on the map: «1», «11», «D2». */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Official line colour, `#RRGGBB`. */
  color: text('color').notNull(),
});

export const metroStations = pgTable(
  'metro_stations',
  {
    id: id(),
    lineId: integer('line_id')
      .notNull()
      .references(() => metroLines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** МЦК and МЦД stops are listed with the metro but marked (spec §3 `is_not_a_metro`). */
    isNotAMetro: boolean('is_not_a_metro').notNull().default(false),
  },
  (t) => [unique('metro_stations_line_name_uq').on(t.lineId, t.name)],
);

export const projectMetro = pgTable(
  'project_metro',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => metroStations.id, { onDelete: 'cascade' }),
    /** Minutes from the project to the station. */
    time: integer('time').notNull(),
    transport: metroTransport('transport').notNull().default('walk'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.stationId] }), index('project_metro_station_idx').on(t.stationId)],
);
