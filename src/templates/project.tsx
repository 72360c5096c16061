import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import type { ProjectChatTypes } from '../chat/chat-types';
import { notLoaded } from '../content/not-loaded';
import { projectPath } from '../content/project-path';
import { Benefits } from '../sections/project/benefits';
import type { ProjectChat } from '../sections/project/chat-buttons';
import { ClosingCta } from '../sections/project/closing-cta';
import { Contact } from '../sections/project/contact';
import { Hero } from '../sections/project/hero';
import { Presence } from '../sections/project/presence';
import { Problems } from '../sections/project/problems';
import { Testimonials } from '../sections/project/testimonials';
import { WonCase } from '../sections/project/won-case';

/** Anchors of a project page that ads and other pages may link to. */
export const PROJECT_ANCHORS = {
  wonCase: 'caso-ganado',
  problems: 'problemas',
  testimonials: 'testimonios',
  presence: 'presencia',
  contact: 'contacto',
  benefits: 'beneficios',
} as const;

/** What the template receives besides its query result (src/gatsby-hooks/project-pages.ts makes the pages). */
export type ProjectPageContext = { slug: string; chatTypes: ProjectChatTypes };

type Props = PageProps<Queries.ProjectPageQuery, ProjectPageContext>;

/** The page's project file; the data check guarantees it, so a missing one is a stale cache. */
function required(data: Queries.ProjectPageQuery, { slug }: ProjectPageContext) {
  if (!data.projectJson) throw notLoaded([`data/projects/${slug}.json`]);
  return data.projectJson;
}

/** The landing page of one project in `data/projects/`. */
export default function ProjectPage({ data, pageContext }: Pick<Props, 'data' | 'pageContext'>) {
  const project = required(data, pageContext);
  const chat: ProjectChat = { type: pageContext.chatTypes.page, messages: project.chatMessages };
  return (
    <Layout
      floating={{
        label: project.floatingCta,
        type: pageContext.chatTypes.floating,
        message: project.chatMessages.project,
      }}
    >
      <Hero hero={project.hero} chat={chat} />
      <WonCase id={PROJECT_ANCHORS.wonCase} wonCase={project.wonCase} />
      <Problems id={PROJECT_ANCHORS.problems} problems={project.problems} />
      <Testimonials id={PROJECT_ANCHORS.testimonials} testimonials={project.testimonials} />
      <Presence id={PROJECT_ANCHORS.presence} presence={project.presence} />
      <Contact id={PROJECT_ANCHORS.contact} contact={project.contact} chat={chat} />
      <Benefits id={PROJECT_ANCHORS.benefits} benefits={project.benefits} />
      <ClosingCta closing={project.closing} chat={chat} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProjectPageQuery, ProjectPageContext>) {
  const project = required(data, pageContext);
  return <Seo title={project.seo.title} description={project.seo.description} path={projectPath(pageContext.slug)} />;
}

export const query = graphql`
  query ProjectPage($slug: String!) {
    projectJson(slug: { eq: $slug }) {
      seo {
        title
        description
      }
      floatingCta
      ...ProjectChat
      ...ProjectHero
      ...ProjectWonCase
      ...ProjectProblems
      ...ProjectTestimonials
      ...ProjectPresence
      ...ProjectContact
      ...ProjectBenefits
      ...ProjectClosing
    }
  }
`;
