import { graphql, useStaticQuery } from 'gatsby';
import { notLoaded } from '../content/not-loaded';

/**
 * The firm's details from `data/site.json`, for the pieces every page shares, and the
 * site address from `siteMetadata` (SITE_URL, else data/site.json's `siteUrl`).
 */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        description
        email
        contactLabel
        skipLink
        notFound {
          seo {
            title
            description
          }
          code
          title
          text
          homeLink
        }
        phone {
          digits
          display
        }
        address {
          street
          city
        }
        footer {
          chatLabel
          phoneLabel
          addressLabel
          emailLabel
          rights
        }
        chatMessages {
          general
          consultation
        }
        chatReference
        logo {
          alt
          image {
            publicURL
            childImageSharp {
              gatsbyImageData(width: 44, height: 44, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  if (!data.siteJson) throw notLoaded(['data/site.json']);
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error('siteMetadata.siteUrl is not set in gatsby-config');
  return { ...data.siteJson, siteUrl, buildYear: Number(data.site?.buildYear) };
}
