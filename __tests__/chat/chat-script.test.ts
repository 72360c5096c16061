import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chatScriptBody, chatScriptHash } from '../../src/chat/chat-script.cjs';
import { firstTapOptions } from '../../src/chat/first-tap-options';
import pkg from '../../package.json';

const root = path.resolve(__dirname, '../..');

/** The body, built afresh (not from the module's cache). */
async function freshBody(): Promise<string> {
  let body = '';
  await jest.isolateModulesAsync(async () => {
    body = (await import('../../src/chat/chat-script.cjs')).chatScriptBody();
  });
  return body;
}

test('is the same bytes every time it is built (a CSP hash stays valid)', async () => {
  expect(await freshBody()).toBe(chatScriptBody());
});

test('is one small self-running function call carrying the shared options', () => {
  const body = chatScriptBody();
  expect(body).toContain(JSON.stringify(firstTapOptions().scrolledAttribute));
  expect(body).not.toMatch(/\b(import|export)\b/);
  expect(body).not.toContain('</');
  // 1,104 bytes (577 gzipped) before the ad click and the reference code were added: 2,569 (1,289) with them.
  expect(Buffer.byteLength(body)).toBeLessThan(2700);
  expect(zlib.gzipSync(body).length).toBeLessThan(1350);
});

test("chatScriptHash is the body's sha256, as script-src lists it", () => {
  const digest = crypto.createHash('sha256').update(chatScriptBody()).digest('base64');
  expect(chatScriptHash()).toBe(`'sha256-${digest}'`);
});

test('the policy the hosts ship (static/_headers, deploy/nginx.conf) allows the script as it is built now', () => {
  for (const file of ['static/_headers', 'deploy/nginx.conf']) {
    expect({ file, allowed: fs.readFileSync(path.join(root, file), 'utf8').includes(chatScriptHash()) }).toEqual({
      file,
      allowed: true,
    });
  }
});

test('terser, whose version decides the bytes and so the hash, is declared at exactly the installed version', () => {
  expect(pkg.dependencies.terser).toBe(
    JSON.parse(fs.readFileSync(require.resolve('terser/package.json'), 'utf8')).version,
  );
});
