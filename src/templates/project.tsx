import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import type { ProjectPageContext } from '../gatsby/project-pages';

type Props = PageProps<Queries.ProjectPageQuery, ProjectPageContext>;

function required(data: Queries.ProjectPageQuery) {
  if (!data.projectJson) throw new Error('The project of this page was not loaded');
  return data.projectJson;
}

export default function ProjectPage({ data, pageContext }: Props) {
  const project = required(data);
  return (
    <Layout
      floating={{
        label: project.floatingCta,
        type: pageContext.chatTypes.floating,
        message: project.chatMessages.project,
      }}
    >
      <h1>{project.hero.title}</h1>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ProjectPageQuery, ProjectPageContext>) {
  const project = required(data);
  return <Seo title={project.seo.title} description={project.seo.description} path={location.pathname} />;
}

export const query = graphql`
  query ProjectPage($slug: String!) {
    projectJson(slug: { eq: $slug }) {
      slug
      name
      seo {
        title
        description
      }
      floatingCta
      chatMessages {
        project
        otherProject
      }
      hero {
        title
      }
    }
  }
`;
