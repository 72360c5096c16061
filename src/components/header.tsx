import { Link } from 'gatsby';
import { HOME_CHAT_TYPES } from '../chat/chat-types';
import { color, font, fontSize, layout, space } from '../theme/tokens';
import { ChatLink } from './chat-link';
import { Container } from './ui/container';
import { Picture } from './ui/picture';
import { useSiteData } from './use-site-data';

/** Sticky header shared by every page: logo home, and the chat. */
export function Header() {
  const site = useSiteData();
  return (
    <header
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        background: 'rgba(255,255,255,0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: `1px solid ${color.line}`,
      }}
    >
      <Container>
        <div
          css={{
            height: layout.headerHeight,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space.md,
          }}
        >
          <Link
            to="/"
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: space.sm,
              textDecoration: 'none',
              color: color.navy,
              fontFamily: font.heading,
              fontWeight: 650,
              fontSize: fontSize.lg,
              lineHeight: 1.1,
            }}
          >
            <Picture file={site.logo.image} alt={site.logo.alt} loading="eager" />
            {/* The logo's alt text names the link; the visible name repeats it for the eye only. */}
            <span aria-hidden="true">{site.name}</span>
          </Link>
          <ChatLink type={HOME_CHAT_TYPES.navbar} message={site.chatMessages.general} variant="chatSmall">
            {site.contactLabel}
          </ChatLink>
        </div>
      </Container>
    </header>
  );
}
