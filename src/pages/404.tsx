import { Link, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { buttonBase, buttonVariants } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { useSiteData } from '../components/use-site-data';
import { color, font, fontSize, space } from '../theme/tokens';

export default function NotFoundPage({ location }: PageProps) {
  const { notFound } = useSiteData();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Layout>
      <section
        aria-labelledby="not-found-title"
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
