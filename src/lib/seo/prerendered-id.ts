/** Id of the server's prerendered page beside `#root` (decision 014): written by the server, removed by the app. */
export const PRERENDERED_ID = 'prerendered';
