import { graphql, useStaticQuery } from 'gatsby';

/** The firm's details from `data/site.json`, for the pieces every page shares. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      siteJson {
        name
        siteUrl
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
        logo {
          alt
          image {
            childImageSharp {
              gatsbyImageData(width: 44, height: 44, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error('data/site.json was not loaded');
  return { ...data.siteJson, buildYear: Number(data.site?.buildYear) };
}

export type SiteData = ReturnType<typeof useSiteData>;
