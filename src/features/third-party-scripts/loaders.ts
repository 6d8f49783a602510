/** The lazily loaded part of the feature: nothing of it is fetched when no third party is configured. */
export { countPageView } from './counters';
export { appendScript as loadCallbackWidget } from './append-script';
