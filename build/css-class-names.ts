/**
 * Short, compressible CSS module class names for builds: `_` + five base-36
 * characters from the stylesheet's path + the class's place in that file
 * (`_k3x9q0`, `_k3x9q1`…). Vite's default (`_panel_1prsf_2`) repeats the local
 * name and adds the line; every name also sits in the JavaScript as the
 * module's class map, so the shorter and more alike the names of one file,
 * the smaller each first load (decision 015). Development keeps the readable
 * default. Names depend only on the path and the order of the classes in the
 * file, so builds stay reproducible; a clash between two files' prefixes
 * fails the build instead of mixing their styles.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** `prefixLength` is 5 in builds (36⁵ prefixes for ~150 stylesheets); tests shorten it to force a clash. */
export function compactClassNames(root: string, prefixLength = 5): (local: string, filename: string) => string {
  const prefixes = new Map<string, string>();
  const owners = new Map<string, string>();
  const names = new Map<string, Map<string, string>>();
  return (local, filename) => {
    const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/');
    let prefix = prefixes.get(file);
    if (!prefix) {
      const digest = BigInt(`0x${createHash('sha256').update(file).digest('hex').slice(0, 16)}`);
      prefix = (digest % 36n ** BigInt(prefixLength)).toString(36).padStart(prefixLength, '0');
      const owner = owners.get(prefix);
      if (owner && owner !== file)
        throw new Error(`CSS module class prefix clash: ${file} and ${owner} (build/css-class-names.ts)`);
      owners.set(prefix, file);
      prefixes.set(file, prefix);
      names.set(file, new Map());
    }
    const ofFile = names.get(file)!;
    let name = ofFile.get(local);
    if (!name) {
      name = `_${prefix}${ofFile.size.toString(36)}`;
      ofFile.set(local, name);
    }
    return name;
  };
}
