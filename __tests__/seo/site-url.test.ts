import type { ParentSpanPluginArgs } from 'gatsby';
import { checkData } from '../../src/gatsby-hooks/node-api';
import { absoluteUrl, siteUrlFrom, siteUrlProblem } from '../../src/seo/site-url';

const FALLBACK = 'https://www.firma.example';

test('without SITE_URL the site address is the one in data/site.json', () => {
  for (const value of [undefined, '', '   ']) {
    expect(siteUrlProblem(value)).toBeUndefined();
    expect(siteUrlFrom(value, FALLBACK)).toBe(FALLBACK);
  }
});

test.each(['https://example.test', 'http://localhost:9000', 'https://www.abogados.com.co', ' https://example.test '])(
  'SITE_URL "%s" is an origin and wins over the data',
  (value) => {
    expect(siteUrlProblem(value)).toBeUndefined();
    expect(siteUrlFrom(value, FALLBACK)).toBe(value.trim());
  },
);

describe.each([
  ['https://example.test/', 'https://example.test'],
  ['https://example.test/es', 'https://example.test'],
  ['https://example.test?x=1', 'https://example.test'],
  ['https://Example.test', 'https://example.test'],
  ['https://example.test:443', 'https://example.test'],
  ['ftp://example.test', undefined],
  ['example.test', undefined],
  ['//example.test', undefined],
  ['https://', undefined],
])('SITE_URL "%s"', (value, suggestion) => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  test('is refused with a message naming SITE_URL (and the fix, when there is one)', () => {
    const problem = siteUrlProblem(value);
    expect(problem).toMatch(new RegExp(`^SITE_URL "${value.replace(/[.?/]/g, '\\$&')}" is not`));
    expect(problem).toContain('https://www.example.com');
    if (suggestion) expect(problem).toContain(`did you mean ${suggestion}?`);
    else expect(problem).not.toContain('did you mean');
  });

  test('does not reach the config (the data value stands until the build stops)', () => {
    expect(siteUrlFrom(value, FALLBACK)).toBe(FALLBACK);
  });

  test('stops the build before anything is built', () => {
    process.env.SITE_URL = value;
    const reporter = { panic: jest.fn() };
    checkData({ reporter } as unknown as ParentSpanPluginArgs);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining(`SITE_URL "${value}" is not`));
  });
});

test('absolute addresses: the home page is the bare origin with its root slash, others have no trailing slash', () => {
  expect(absoluteUrl(FALLBACK, '/')).toBe('https://www.firma.example/');
  expect(absoluteUrl(FALLBACK, '/frammento')).toBe('https://www.firma.example/frammento');
  expect(absoluteUrl(FALLBACK, '/static/abc/logo.png')).toBe('https://www.firma.example/static/abc/logo.png');
  expect(() => absoluteUrl(FALLBACK, 'frammento')).toThrow(/must start with "\/"/);
  expect(() => absoluteUrl(FALLBACK, '/frammento/')).toThrow(/trailing slash/);
});
