/**
 * @jest-environment node
 */
/**
 * The page's behaviours script as it ships (src/behaviours/behaviours-script.cjs): one constant inline body, small,
 * safe inside a <script> element, hashed in the policy; and the Web Vitals script it loads, named by its content.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { behavioursScriptBody, vitalsScript } from '../../src/behaviours/behaviours-script.cjs';
import { inlineScriptHashes, cspHash } from '../../deploy/csp-hashes.cjs';
import { AD_CLICK } from '../../src/chat/chat-types';
import { CHAT_REF_ALPHABET, SCROLLED_ATTRIBUTE } from '../../src/chat/first-tap-options';

test('the body is the same every time it is built, and cannot end its <script> element', () => {
  const body = behavioursScriptBody();
  expect(body).not.toMatch(/<\/script|<!--/i);
  // Built again from scratch by another process: the same bytes, so the same hash in the policy.
  const again = execFileSync(
    process.execPath,
    [
      '-e',
      `process.stdout.write(require(${JSON.stringify(path.resolve('src/behaviours/behaviours-script.cjs'))}).behavioursScriptBody())`,
    ],
    { encoding: 'utf8' },
  );
  expect(again).toBe(body);
});

test('the body attaches every behaviour and loads the Web Vitals script named in its attribute, without the measuring code', () => {
  const body = behavioursScriptBody();
  for (const marker of ['data-tabs', 'data-floating-chat', 'data-current-year', 'data-not-found', 'data-vitals'])
    expect(body).toContain(marker);
  expect(body).not.toContain('vitals_metric');
  expect(vitalsScript().text).toContain('vitals_metric');
});

test("the body takes the scroll mark's name from the first-tap options' module, and none of the first-tap script's options", () => {
  const body = behavioursScriptBody();
  expect(body).toContain(JSON.stringify(SCROLLED_ATTRIBUTE));
  for (const option of ['refLabel', 'adStorageKey', CHAT_REF_ALPHABET, ...AD_CLICK.params])
    expect(body).not.toContain(option);
});

test('the body is small: under 2 KB compressed, a quarter of the first-load budget', () => {
  expect(gzipSync(behavioursScriptBody(), { level: 9 }).length).toBeLessThan(2048);
});

test('the policy allows the body by its hash', () => {
  expect(inlineScriptHashes).toContain(cspHash(behavioursScriptBody()));
});

test('the Web Vitals script is named by the hash of its text, as the hosts cache hashed scripts', () => {
  const { file } = vitalsScript();
  expect(file).toMatch(/^vitals-[0-9a-f]{20}\.js$/);
});
