// The types of the npm packages that the project's JavaScript imports and that ship none: only
// what the project uses, as each package's README and source give it. A script file (no import or
// export), so each `declare module` declares the package; a .ts file, so `npm run typecheck`
// checks these lines too (skipLibCheck skips every .d.ts).

/** harfbuzz's subsetter (scripts/generate/make-fonts.mjs, make-share-image.mjs). */
declare module 'subset-font' {
  /** The font cut down to the characters of `text`, in `targetFormat` (default: the input's). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      /** Name table ids to keep besides the ones kept by default. */
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}

/** The MDN HTTP Observatory's scanner (tools/observatory.mjs). */
declare module '@mdn/mdn-http-observatory' {
  /** One test's outcome: `result` is the expectation it met (e.g. 'hsts-implemented-max-age-at-least-six-months'). */
  export interface ObservatoryTest {
    pass: boolean | null;
    result: string | null;
    scoreModifier: number;
  }
  /** Scans `hostname` (host and optional port) over https, as the Observatory's site does. */
  export function scan(
    hostname: string,
    options?: object,
  ): Promise<{ scan: { score: number; grade: string }; tests: Record<string, ObservatoryTest> }>;
}

/** The JSX accessibility rules (eslint.config.mjs). */
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } };
  export default plugin;
}
