import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../src/build/output/precompress';

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
