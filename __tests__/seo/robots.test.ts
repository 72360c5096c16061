import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { SITEMAP_PATH, robotsTxt, writeRobotsTxt } from '../../src/gatsby-hooks/output/robots';

test('robots.txt lets every crawler in and points at the sitemap on the site address', () => {
  expect(robotsTxt('https://www.firma.example')).toBe(
    'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.firma.example/sitemap-index.xml\n',
  );
  expect(SITEMAP_PATH).toBe('/sitemap-index.xml');
});

describe('after the build', () => {
  const cwd = process.cwd();
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-'));
    fs.mkdirSync(path.join(dir, 'public'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const args = (siteUrl: string | null) => {
    const reporter = { panicOnBuild: jest.fn() };
    const graphql = jest.fn().mockResolvedValue({ data: { site: { siteMetadata: { siteUrl } } } });
    return { reporter, graphql, all: { reporter, graphql } as unknown as BuildArgs };
  };

  test('writes public/robots.txt from siteMetadata.siteUrl', async () => {
    const { all, reporter } = args('https://example.test');
    await writeRobotsTxt(all);
    expect(fs.readFileSync(path.join(dir, 'public/robots.txt'), 'utf8')).toBe(robotsTxt('https://example.test'));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  test('stops the build when there is no site address', async () => {
    const { all, reporter } = args(null);
    await writeRobotsTxt(all);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('siteMetadata.siteUrl'));
    expect(fs.existsSync(path.join(dir, 'public/robots.txt'))).toBe(false);
  });
});
