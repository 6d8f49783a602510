/**
 * react-router's production build names its components and contexts for
 * React DevTools at module level (`Form.displayName = "Form"`). Such a write
 * is a side effect to the bundler, so it keeps every named component, used or
 * not, with all it calls: `<Form>`, `<ScrollRestoration>`, the history router
 * and their helpers; so do its module-level `React.forwardRef(…)`-style calls,
 * which it does not mark pure. Dropping the writes and marking those calls
 * pure lets tree-shaking remove the unused components (~1.3 kB gzip off every
 * first load). The app never reads a displayName; DevTools still shows the
 * function names. Every line stays where it was, so source maps still point
 * at the right lines.
 */
import type { Plugin } from 'vite';

const DISPLAY_NAME_WRITE = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const COMPONENT_FACTORY_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

export function dropDisplayNames(test: RegExp): Plugin {
  return {
    name: 'drop-display-names',
    apply: 'build',
    transform: {
      filter: { id: test },
      handler(code) {
        const stripped = code.replace(DISPLAY_NAME_WRITE, '').replace(COMPONENT_FACTORY_CALL, '$1/* @__PURE__ */ $2');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
