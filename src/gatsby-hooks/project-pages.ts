import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { projectChatTypes } from '../chat/chat-types';
import { projectPath } from '../content/project-path';
import type { ProjectPageContext } from '../templates/project';

export const projectTemplate = path.resolve(__dirname, '../templates/project.tsx');

type Args = Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>;

/** gatsby-node queries are not covered by typegen; the result is typed from the generated node type. */
type ProjectPagesResult = { allProjectJson: { nodes: readonly Pick<Queries.ProjectJson, 'slug'>[] } };

/** One landing page per `data/projects/*.json`, all from one template. */
export async function createProjectPages({ graphql, actions, reporter }: Args): Promise<void> {
  const result = await graphql<ProjectPagesResult>(`
    query ProjectPages {
      allProjectJson(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the projects in data/projects/*.json', result.errors);
    return;
  }
  for (const { slug } of result.data.allProjectJson.nodes) {
    const context: ProjectPageContext = { slug, chatTypes: projectChatTypes(slug) };
    actions.createPage({ path: projectPath(slug), component: projectTemplate, context });
  }
}
