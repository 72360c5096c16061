import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { HOME_CHAT_TYPES } from '../chat/chat-types';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { ClosingCta } from '../sections/home/closing-cta';
import { Hero } from '../sections/home/hero';
import { Process } from '../sections/home/process';
import { Services } from '../sections/home/services';
import { Testimonials } from '../sections/home/testimonials';

/** Anchors other pages and ads may link to. */
export const HOME_ANCHORS = { services: 'servicios', process: 'proceso', testimonials: 'testimonios' } as const;

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homeJson: home, siteJson: site } = required(data);
  const { figures, chatMessages } = site;
  return (
    <Layout floating={{ label: home.floatingCta, type: HOME_CHAT_TYPES.floating, message: chatMessages.general }}>
      <Hero
        hero={home.hero}
        clients={data.allClientsJson.nodes}
        claim={figures.ownersThisYear}
        message={chatMessages.consultation}
        servicesAnchor={HOME_ANCHORS.services}
      />
      <Services
        id={HOME_ANCHORS.services}
        copy={home.services}
        cards={data.allServicesJson.nodes}
        facts={[figures.breachRate, figures.compensated]}
      />
      <Process id={HOME_ANCHORS.process} copy={home.process} steps={data.allProcessJson.nodes} />
      <Testimonials id={HOME_ANCHORS.testimonials} copy={home.testimonials} items={data.allTestimonialsJson.nodes} />
      <ClosingCta
        copy={home.cta}
        stats={[figures.years, figures.casesWon, figures.satisfaction]}
        message={chatMessages.general}
      />
    </Layout>
  );
}

/** The page's single-node files are required content; the data check guarantees them. */
function required(data: Queries.HomePageQuery) {
  const { homeJson, siteJson } = data;
  if (!homeJson || !siteJson) throw new Error('data/home.json or data/site.json was not loaded');
  return { homeJson, siteJson };
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const { homeJson } = required(data);
  return <Seo title={homeJson.seo.title} description={homeJson.seo.description} path="/" />;
}

export const query = graphql`
  query HomePage {
    homeJson {
      seo {
        title
        description
      }
      floatingCta
      ...HomeHero
      ...HomeServices
      ...HomeProcess
      ...HomeTestimonials
      ...HomeCta
    }
    siteJson {
      chatMessages {
        general
        consultation
      }
      figures {
        ownersThisYear {
          value
          label
        }
        years {
          value
          label
        }
        casesWon {
          value
          label
        }
        satisfaction {
          value
          label
        }
        breachRate {
          value
          label
        }
        compensated {
          value
          label
        }
      }
    }
    allClientsJson {
      nodes {
        ...HeroClient
      }
    }
    allServicesJson {
      nodes {
        ...ServiceCard
      }
    }
    allProcessJson(sort: { number: ASC }) {
      nodes {
        ...ProcessStep
      }
    }
    allTestimonialsJson {
      nodes {
        ...TestimonialTab
      }
    }
  }
`;
