import type { CreateSchemaCustomizationArgs, ParentSpanPluginArgs } from 'gatsby';
import path from 'node:path';
import { jsonTypeName } from '../../src/content/json-types';
import fs from 'node:fs';
import { SITE_ADAPTER_TYPES, checkData, declareContentTypes } from '../../src/gatsby-hooks/node-api';
import * as check from '../../src/content/content-check';

const fakeReporter = () => ({ panic: jest.fn(), panicOnBuild: jest.fn() });

test('checkData passes on the shipped data', () => {
  const reporter = fakeReporter();
  checkData({ reporter } as unknown as ParentSpanPluginArgs);
  expect(reporter.panic).not.toHaveBeenCalled();
});

test("checkData stops the build when the editor's CMS_REPO is not owner/name", () => {
  const reporter = fakeReporter();
  const saved = { ...process.env };
  Object.assign(process.env, { CMS_REPO: 'sitio-web', CMS_AUTH_URL: 'https://auth.example.com' });
  try {
    checkData({ reporter } as unknown as ParentSpanPluginArgs);
  } finally {
    delete process.env.CMS_REPO;
    delete process.env.CMS_AUTH_URL;
    Object.assign(process.env, saved);
  }
  expect(reporter.panic).toHaveBeenCalledWith(
    expect.stringMatching(/^CMS_REPO "sitio-web" is not a GitHub repository/),
  );
});

test('checkData stops the build listing every problem', () => {
  const reporter = fakeReporter();
  const spy = jest.spyOn(check, 'checkDataDir').mockReturnValue([
    { file: 'data/site.json', entry: 'the file', field: 'phone.digits', message: 'needs digits' },
    { file: 'data/services.json', entry: 'entry 2 ("x")', field: 'title', message: 'needs a non-empty text (missing)' },
  ]);
  checkData({ reporter } as unknown as ParentSpanPluginArgs);
  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const message = reporter.panic.mock.calls[0][0] as string;
  expect(message).toContain('2 problem(s)');
  expect(message).toContain('data/site.json, the file, field "phone.digits": needs digits');
  expect(message).toContain('data/services.json, entry 2 ("x"), field "title": needs a non-empty text (missing)');
  spy.mockRestore();
});

test('declareContentTypes declares @imageFile, then hands the generated SDL to Gatsby', () => {
  const createTypes = jest.fn();
  const createFieldExtension = jest.fn();
  declareContentTypes(
    { actions: { createTypes, createFieldExtension } } as unknown as CreateSchemaCustomizationArgs,
    {} as never,
    jest.fn(),
  );
  expect(createFieldExtension).toHaveBeenCalledWith(expect.objectContaining({ name: 'imageFile' }));
  expect(createTypes).toHaveBeenCalledWith(expect.stringContaining('type SiteJson implements Node @dontInfer'));
  expect(createTypes).toHaveBeenCalledWith(expect.stringContaining('photo: File! @imageFile'));
});

test("the Site node's adapter is declared, so the committed GraphQL types do not depend on whether develop reuses a build's state", () => {
  const createTypes = jest.fn();
  declareContentTypes(
    { actions: { createTypes, createFieldExtension: jest.fn() } } as unknown as CreateSchemaCustomizationArgs,
    {} as never,
    jest.fn(),
  );
  expect(createTypes).toHaveBeenCalledWith(SITE_ADAPTER_TYPES);
  // What `npm run typegen` writes from that declaration, with or without a build's .cache before it.
  const types = fs.readFileSync(path.resolve(__dirname, '../../src/gatsby-types.d.ts'), 'utf8');
  expect(types).toMatch(/type Site = Node & \{\n {2}readonly adapter: Maybe<SiteAdapter>;/);
  expect(types).toContain("type SiteAdapter = {\n  readonly name: Maybe<Scalars['String']>;\n};");
});

test('JSON nodes get the type named in content-shape, projects by folder', () => {
  expect(jsonTypeName({ node: { relativePath: 'site.json' } })).toBe('SiteJson');
  expect(jsonTypeName({ node: { relativePath: 'services.json' } })).toBe('ServicesJson');
  expect(jsonTypeName({ node: { relativePath: path.join('projects', 'otro.json') } })).toBe('ProjectJson');
  expect(() => jsonTypeName({ node: { relativePath: 'faq.json' } })).toThrow(
    /data\/faq\.json is not a known content file/,
  );
});
