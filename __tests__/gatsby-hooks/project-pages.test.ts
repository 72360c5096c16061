import fs from 'node:fs';
import path from 'node:path';
import { checkDataDir, formatProblem } from '../../src/content/content-check';
import { dataDir } from '../../src/gatsby-hooks/node-api';
import { createProjectPages, projectTemplate } from '../../src/gatsby-hooks/project-pages';
import { tempDir } from '../fixtures/temp-dir';

type Args = Parameters<typeof createProjectPages>[0];

const fakeArgs = (result: { data?: unknown; errors?: unknown }) => {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const graphql = jest.fn(async () => result);
  const args = { graphql, actions: { createPage }, reporter: { panicOnBuild } } as unknown as Args;
  return { args, createPage, panicOnBuild, graphql };
};

test('one page per project file, at /<slug>, from the one template, with its chat types', async () => {
  const { args, createPage } = fakeArgs({
    data: { allProjectJson: { nodes: [{ slug: 'frammento' }, { slug: 'torre-norte' }] } },
  });
  await createProjectPages(args);
  expect(createPage).toHaveBeenCalledTimes(2);
  expect(createPage).toHaveBeenCalledWith({
    path: '/torre-norte',
    component: projectTemplate,
    context: { slug: 'torre-norte', chatTypes: { floating: 'torre-norte_floating_cta', page: 'torre-norte_page' } },
  });
  expect(createPage).toHaveBeenCalledWith(
    expect.objectContaining({
      path: '/frammento',
      context: { slug: 'frammento', chatTypes: { floating: 'frammento_floating_cta', page: 'frammento_page' } },
    }),
  );
  expect(projectTemplate).toMatch(/src\/templates\/project\.tsx$/);
  expect(fs.existsSync(projectTemplate)).toBe(true);
});

test('a GraphQL error stops the build', async () => {
  const { args, createPage, panicOnBuild } = fakeArgs({ errors: [new Error('boom')] });
  await createProjectPages(args);
  expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('data/projects'), [new Error('boom')]);
  expect(createPage).not.toHaveBeenCalled();
});

describe('a new project is only a data file', () => {
  /** data/ with one more project, copied from frammento.json and changed as an editor would. */
  const withProject = (change: (project: Record<string, unknown>) => void) => {
    const dir = path.join(tempDir('data'), 'data');
    fs.cpSync(dataDir, dir, { recursive: true });
    const project = JSON.parse(fs.readFileSync(path.join(dir, 'projects/frammento.json'), 'utf8'));
    project.slug = 'torre-norte';
    project.name = 'Torre Norte';
    change(project);
    fs.writeFileSync(path.join(dir, 'projects/torre-norte.json'), JSON.stringify(project));
    return dir;
  };

  test('a complete project file passes the checks', () => {
    expect(checkDataDir(withProject(() => undefined))).toEqual([]);
  });

  test('a missing or empty required field stops the build naming the file and the field', () => {
    const dir = withProject((project) => {
      delete project.floatingCta;
      (project.chatMessages as Record<string, string>).otherProject = '';
      const third = (project.testimonials as { items: { rating: number }[] }).items[2];
      if (third) third.rating = 6;
    });
    expect(checkDataDir(dir).map(formatProblem)).toEqual([
      'data/projects/torre-norte.json, the file, field "floatingCta": needs a non-empty text (missing)',
      'data/projects/torre-norte.json, the file, field "chatMessages.otherProject": needs a non-empty text (got "")',
      'data/projects/torre-norte.json, the file, field "testimonials.items[2].rating": needs a whole number from 1 to 5 (got 6)',
    ]);
  });

  test("a slug that is not the file's name is refused", () => {
    const dir = withProject((project) => {
      project.slug = 'otra-cosa';
    });
    expect(checkDataDir(dir).map(formatProblem)).toEqual([
      'data/projects/torre-norte.json, the file, field "slug": must be "torre-norte", the file\'s name',
    ]);
  });
});
