/** Marks the in-process API reads of a server render: not logged line by line (server/app.ts). */
export const RENDER_REQUEST_HEADER = 'x-page-render';
