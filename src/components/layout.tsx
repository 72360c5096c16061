import type { ReactNode } from 'react';
import { GlobalStyles } from '../theme/global-styles';
import { color, fontSize, radius, space } from '../theme/tokens';
import { FloatingChat, type FloatingChatProps } from './floating-chat';
import { Footer } from './footer';
import { Header } from './header';
import { visuallyHidden } from './ui/visually-hidden';
import { useSiteData } from './use-site-data';

const MAIN_ID = 'contenido';

/** Frame of every page: skip link, header, content, footer and, where given, the floating chat. */
export function Layout({ children, floating }: { children: ReactNode; floating?: FloatingChatProps }) {
  const { skipLink } = useSiteData();
  return (
    <>
      <GlobalStyles />
      <a
        href={`#${MAIN_ID}`}
        css={[
          visuallyHidden,
          {
            '&:focus': {
              position: 'fixed',
              top: space.xs,
              left: space.xs,
              width: 'auto',
              height: 'auto',
              margin: 0,
              clip: 'auto',
              zIndex: 50,
              padding: `${space.sm} ${space.md}`,
              background: color.navy,
              color: color.onNavy,
              borderRadius: radius.sm,
              fontSize: fontSize.sm,
            },
          },
        ]}
      >
        {skipLink}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
      <Footer />
      {floating && <FloatingChat {...floating} />}
    </>
  );
}
