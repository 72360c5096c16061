import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { precompress } from '../../../src/gatsby-hooks/output/precompress';

describe('precompress', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const script = 'console.log("hola");\n'.repeat(200);
  beforeAll(() => {
    fs.mkdirSync(path.join(dir, 'page-data/frammento'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'app-123.js'), script);
    fs.writeFileSync(path.join(dir, 'page-data/frammento/page-data.json'), JSON.stringify({ text: 'x'.repeat(3000) }));
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'photo.avif'), Buffer.alloc(5000));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of text files, in subfolders too, that decode to the original', () => {
    expect(precompress(dir)).toBe(2);
    const original = fs.readFileSync(path.join(dir, 'app-123.js'));
    expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'app-123.js.br')))).toEqual(original);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'app-123.js.gz')))).toEqual(original);
    expect(fs.statSync(path.join(dir, 'app-123.js.br')).size).toBeLessThan(original.length / 10);
    expect(fs.existsSync(path.join(dir, 'page-data/frammento/page-data.json.br'))).toBe(true);
  });

  it('leaves alone files too small to gain and files already compressed', () => {
    expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.avif.br'))).toBe(false);
  });
});

describe('precompress with a cache of Brotli copies', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-cached-'));
  const cache = path.join(dir, 'cache');
  const site = path.join(dir, 'public');
  const script = 'console.log("guardado");\n'.repeat(200);
  const key = crypto.createHash('sha256').update(script).digest('hex');
  beforeAll(() => {
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'app.js'), script);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps each Brotli copy under the SHA-256 of its input, the same bytes it writes beside the file', () => {
    expect(precompress(site, cache)).toBe(1);
    const written = fs.readFileSync(path.join(site, 'app.js.br'));
    expect(brotliDecompressSync(written).toString()).toBe(script);
    expect(fs.readdirSync(cache)).toEqual([`${key}.br`]);
    expect(fs.readFileSync(path.join(cache, `${key}.br`))).toEqual(written);
  });

  it('reuses the kept copy of the same input instead of compressing again', () => {
    // A kept copy that Brotli would never write: the next build must take it as it is.
    const kept = brotliCompressSync(Buffer.from(script), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    fs.writeFileSync(path.join(cache, `${key}.br`), kept);
    precompress(site, cache);
    expect(fs.readFileSync(path.join(site, 'app.js.br'))).toEqual(kept);
  });

  it('compresses a changed file again, and removes kept copies no build has used for two weeks', () => {
    const old = path.join(cache, `${'0'.repeat(64)}.br`);
    fs.writeFileSync(old, 'x');
    const weeksAgo = new Date(Date.now() - 15 * 24 * 3600_000);
    fs.utimesSync(old, weeksAgo, weeksAgo);
    fs.writeFileSync(path.join(site, 'app.js'), `${script}// otro\n`);
    precompress(site, cache);
    expect(brotliDecompressSync(fs.readFileSync(path.join(site, 'app.js.br'))).toString()).toBe(`${script}// otro\n`);
    expect(fs.readdirSync(cache)).toHaveLength(2);
    expect(fs.existsSync(old)).toBe(false);
  });
});
