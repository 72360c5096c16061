import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { HOME_CHAT_TYPES } from '../chat/chat-types';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { missingFiles, notLoaded } from '../content/not-loaded';
import { ClosingCta } from '../sections/home/closing-cta';
import { Hero } from '../sections/home/hero';
import { Process } from '../sections/home/process';
import { Services } from '../sections/home/services';
import { Testimonials } from '../sections/home/testimonials';

/** Anchors other pages and ads may link to. */
export const HOME_ANCHORS = { services: 'servicios', process: 'proceso', testimonials: 'testimonios' } as const;

/** The page from its query's data (the editor's preview gives it the same from the form). */
export default function HomePage({ data }: Pick<PageProps<Queries.HomePageQuery>, 'data'>) {
  const { homeJson: home, siteJson: site, clientsJson, servicesJson, processJson, testimonialsJson } = required(data);
  const { figures, chatMessages } = site;
  return (
    <Layout floating={{ label: home.floatingCta, type: HOME_CHAT_TYPES.floating, message: chatMessages.general }}>
      <Hero
        hero={home.hero}
        clients={clientsJson.items}
        claim={figures.ownersThisYear}
        message={chatMessages.consultation}
        servicesAnchor={HOME_ANCHORS.services}
      />
      <Services
        id={HOME_ANCHORS.services}
        copy={home.services}
        cards={servicesJson.items}
        facts={[figures.breachRate, figures.compensated]}
      />
      <Process
        id={HOME_ANCHORS.process}
        copy={home.process}
        steps={[...processJson.items].sort((a, b) => a.number - b.number)}
      />
      <Testimonials id={HOME_ANCHORS.testimonials} copy={home.testimonials} items={testimonialsJson.items} />
      <ClosingCta
        copy={home.cta}
        stats={[figures.years, figures.casesWon, figures.satisfaction]}
        message={chatMessages.general}
      />
    </Layout>
  );
}

/** The page's files are required content; the data check guarantees them, so a missing one is a stale cache. */
function required(data: Queries.HomePageQuery) {
  const { homeJson, siteJson, clientsJson, servicesJson, processJson, testimonialsJson } = data;
  if (!homeJson || !siteJson || !clientsJson || !servicesJson || !processJson || !testimonialsJson) {
    throw notLoaded(missingFiles(data));
  }
  return { homeJson, siteJson, clientsJson, servicesJson, processJson, testimonialsJson };
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
    clientsJson {
      items {
        ...HeroClient
      }
    }
    servicesJson {
      items {
        ...ServiceCard
      }
    }
    processJson {
      items {
        ...ProcessStep
      }
    }
    testimonialsJson {
      items {
        ...TestimonialTab
      }
    }
  }
`;
