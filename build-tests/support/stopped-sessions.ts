/**
 * However an editing session or a build ends, the next build publishes exactly what data/ holds
 * (src/gatsby-hooks/finished-build.ts). In a copy of the project, built once: `gatsby develop` runs, a
 * testimonial's quote is saved in data/, and develop is stopped by one signal, SIGINT (Ctrl-C) or SIGKILL, at each
 * step between the saved file and Gatsby's saved query state (fault-point.ts picks each step on Gatsby's own store,
 * never on a clock); a build is also stopped in the middle. After each stop, `gatsby build` must succeed and the home
 * page must show every testimonial data/ holds. Some sessions also save a new project page and a changed photo, or
 * delete a project page. build-tests/interrupted-by-sigint.test.ts and interrupted-by-sigkill.test.ts each declare
 * one signal's sessions: two files, each with its own copy, so that Jest runs them at once on the 2 cores.
 *
 * The copy's first build matters: the failures this reproduces need a cache left by a finished
 * build (without one, every build starts empty).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FROM_SCRATCH_LINE } from '../../src/gatsby-hooks/finished-build';
import { BUILD_TEST_TIMEOUT_MS, buildIn, copyProject, shrinkPhotos } from '../../tools/build-copy.cjs';
import { addFaultPlugin, STEPS, stopAt, type Step } from './fault-point';

type Signal = 'SIGINT' | 'SIGKILL';
/** What a develop session saves besides the quote (PAGE_DELETED's page is in the copy's first build). */
type ExtraName = 'newPageAndPhoto' | 'pageDeleted';

export type StoppedSessions = {
  /** The steps develop is stopped at, in order, each with what the session saves besides the quote. */
  develop: readonly (readonly [Step] | readonly [Step, ExtraName])[];
  /** The step a build is stopped at. */
  build: Step;
  /** Whether a build after a finished build is also checked to stay warm (one file is enough). */
  warm: boolean;
};

/** The home page's HTML as React escapes text (a quote with " or ' would differ otherwise). */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a build after a stopped session must give: it succeeded, from scratch, and shows every quote of data/. */
const SHOWS_DATA = { ended: true, ok: true, output: '', missing: [], fromScratch: true };

/** A second project page, made from frammento.json as an editor makes one in /admin/. */
const NEW_PROJECT = 'torre-sur';

/** Declares `signal`'s stopped sessions (`sessions`) on a copy of their own. */
export function stoppedSessions(signal: Signal, sessions: StoppedSessions): void {
  jest.setTimeout(BUILD_TEST_TIMEOUT_MS);
  let dir: string;
  const testimonials = () => path.join(dir, 'data/testimonials.json');
  type Testimonials = { items: { quote: string }[] };
  const read = (): Testimonials => JSON.parse(fs.readFileSync(testimonials(), 'utf8')) as Testimonials;

  /** Saves `quote` as the first testimonial's, as the editor writes the file. */
  const saveQuote = (quote: string): void => {
    const data = read();
    const first = data.items[0];
    if (!first) throw new Error('data/testimonials.json has no testimonial');
    first.quote = quote;
    fs.writeFileSync(testimonials(), `${JSON.stringify(data, null, 2)}\n`);
  };

  /** Builds the copy and says what its home page shows of data/'s testimonials, and what the build said. */
  const buildAndRead = async () => {
    const { ok, output } = await buildIn(dir);
    if (!ok) return { ok, output: output.slice(-3000), missing: [], fromScratch: false };
    const home = fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8');
    const missing = read()
      .items.map((item) => item.quote)
      .filter((quote) => !home.includes(escaped(quote)));
    return { ok, output: '', missing, fromScratch: output.includes(FROM_SCRATCH_LINE) };
  };

  const projectFile = () => path.join(dir, `data/projects/${NEW_PROJECT}.json`);
  const projectPage = () => fs.existsSync(path.join(dir, `public/${NEW_PROJECT}.html`));
  const inSitemap = () => fs.readFileSync(path.join(dir, 'public/sitemap-0.xml'), 'utf8').includes(NEW_PROJECT);
  const addProject = () => {
    const project = JSON.parse(fs.readFileSync(path.join(dir, 'data/projects/frammento.json'), 'utf8')) as object;
    fs.writeFileSync(projectFile(), `${JSON.stringify({ ...project, slug: NEW_PROJECT }, null, 2)}\n`);
  };
  /** Where the home page's first testimonial photo is served from (its folder changes with its content). */
  const firstPhoto = () =>
    /\/static\/[0-9a-f]+\/[^"]*\/avatar-1\.[a-z]+/.exec(
      fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8'),
    )?.[0];

  /** What a session saves besides the quote, and what the build must then show. */
  type Extra = { what: string; save: () => void; shown: () => Record<string, boolean> };
  let photoBefore: string | undefined;
  const EXTRAS: Record<ExtraName, Extra> = {
    newPageAndPhoto: {
      what: ', with a new project page and a changed photo',
      save: () => {
        photoBefore = firstPhoto();
        addProject();
        fs.copyFileSync(path.join(dir, 'data/images/avatar-4.jpg'), path.join(dir, 'data/images/avatar-1.jpg'));
      },
      shown: () => ({ newPage: projectPage(), newPhoto: photoBefore !== undefined && firstPhoto() !== photoBefore }),
    },
    pageDeleted: {
      what: ', with a project page deleted',
      save: () => fs.rmSync(projectFile()),
      shown: () => ({ pageGone: !projectPage(), leftSitemap: !inSitemap() }),
    },
  };
  const NOTHING: Extra = { what: '', save: () => undefined, shown: () => ({}) };
  const deletesPage = sessions.develop.some(([, extra]) => extra === 'pageDeleted');

  beforeAll(async () => {
    dir = copyProject();
    // Each build after a stop is a cold one: small photos make its image work 2 s instead of 20 (the new photo
    // one session saves is still another picture, with another address).
    await shrinkPhotos(dir);
    addFaultPlugin(dir);
    // The page a session deletes is published by the first build, as by any finished build before that session.
    if (deletesPage) addProject();
    const first = await buildIn(dir);
    if (!first.ok) throw new Error(`the copy's first build failed:\n${first.output.slice(-3000)}`);
    if (deletesPage && !(projectPage() && inSitemap()))
      throw new Error(`the copy's first build did not publish /${NEW_PROJECT}, which a session deletes`);
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  let saved = 0;
  const cases = sessions.develop.map(([step, name]) => {
    const extra = name ? EXTRAS[name] : NOTHING;
    return [signal, STEPS[step], extra.what, step, extra] as const;
  });

  test.each(cases)(
    'develop stopped by %s once %s%s: the next build succeeds, from scratch, and shows data/',
    async (_label, _step, _what, step, extra) => {
      saved += 1;
      const quote = `Cita guardada número ${saved} mientras el editor seguía abierto; la publicación la muestra.`;
      const stopped = await stopAt(dir, 'develop', step, signal, quote, () => {
        extra.save();
        saveQuote(quote);
      });
      expect(read().items[0]?.quote).toBe(quote);
      const built = { ended: stopped.ended, ...(await buildAndRead()) };
      const shown = built.ok ? extra.shown() : {};
      // Every check the extra names must hold.
      expect({ ...built, ...shown }).toEqual({
        ...SHOWS_DATA,
        ...Object.fromEntries(Object.keys(shown).map((key) => [key, true])),
      });
    },
  );

  test(`a build stopped by ${signal} in the middle (${sessions.build}): the next build shows data/`, async () => {
    saved += 1;
    const quote = `Cita número ${saved}, guardada antes de una publicación que se detuvo a medias.`;
    const stopped = await stopAt(dir, 'build', sessions.build, signal, quote, () => saveQuote(quote));
    expect({ ended: stopped.ended, ...(await buildAndRead()) }).toEqual(SHOWS_DATA);
  });

  if (sessions.warm)
    test('a build after a finished build stays warm: it reuses .cache/ and says nothing of it', async () => {
      expect(await buildAndRead()).toEqual({ ok: true, output: '', missing: [], fromScratch: false });
    });
}
