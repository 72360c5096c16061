import { Link } from 'gatsby';
import { MARKERS } from '../behaviours/markers';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { buttonBase, buttonVariants } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { useSiteData } from '../components/use-site-data';
import { color, font, fontSize, space } from '../theme/tokens';

/** The 404 page; it logs the address asked for to the console (src/behaviours/not-found.ts). */
export default function NotFoundPage() {
  const { notFound } = useSiteData();
  return (
    <Layout>
      <section
        aria-labelledby="not-found-title"
        {...{ [MARKERS.notFound]: '' }}
        css={{ background: color.sand, paddingBlock: space.section, textAlign: 'center' }}
      >
        <Container width="narrow">
          <p
            css={{
              fontFamily: font.heading,
              fontSize: 'clamp(4.5rem, 3rem + 8vw, 8rem)',
              fontWeight: 700,
              color: color.navy,
              lineHeight: 1,
            }}
          >
            {notFound.code}
          </p>
          <h1 id="not-found-title" css={{ marginTop: space.md, fontSize: fontSize.xxl }}>
            {notFound.title}
          </h1>
          <p css={{ marginTop: space.md, color: color.muted }}>{notFound.text}</p>
          <Link to="/" css={[buttonBase, buttonVariants.outline, { marginTop: space.xl }]}>
            {notFound.homeLink}
          </Link>
        </Container>
      </section>
    </Layout>
  );
}

export function Head() {
  const { notFound } = useSiteData();
  return <Seo title={notFound.seo.title} description={notFound.seo.description} noindex />;
}
