import { Link } from 'gatsby';
import { HOME_CHAT_TYPES } from '../chat/chat-types';
import { color, font, fontSize, layout, mq, space, widths } from '../theme/tokens';
import { ChatLink } from './chat-link';
import { Container } from './ui/container';
import { belowFirstScreen } from './ui/surfaces';
import { MARKERS } from '../behaviours/markers';
import { useSiteData } from './use-site-data';

export const mapsSearchUrl = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

const label = {
  display: 'block',
  fontSize: fontSize.xs,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: color.gold,
  fontWeight: 700,
  marginBottom: space.xxs,
} as const;

const link = { color: color.onNavy, textUnderlineOffset: '0.2em', '&:hover': { color: color.gold } } as const;

/** Footer shared by every page: who we are, where, and how to reach us. */
export function Footer() {
  const site = useSiteData();
  const address = `${site.address.street}, ${site.address.city}`;
  return (
    <footer
      css={{
        ...belowFirstScreen,
        background: color.navyDeep,
        color: color.onNavyMuted,
        fontSize: fontSize.sm,
        paddingTop: space.xxxl,
        paddingBottom: `calc(${layout.floatingClearance} + ${space.lg})`,
      }}
    >
      <Container>
        <div css={{ display: 'grid', gap: space.xl, [mq.md]: { gridTemplateColumns: '1.3fr 1fr' } }}>
          <div>
            <Link
              to="/"
              css={{ fontFamily: font.heading, fontSize: fontSize.xl, color: color.onNavy, textDecoration: 'none' }}
            >
              {site.name}
            </Link>
            <p css={{ marginTop: space.sm, maxWidth: widths.footerText }}>{site.description}</p>
          </div>
          <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: space.md }}>
            <li>
              <span css={label}>{site.footer.addressLabel}</span>
              <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" css={link}>
                {address}
              </a>
            </li>
            <li>
              <span css={label}>WhatsApp</span>
              <span css={{ color: color.onNavy }}>
                <ChatLink type={HOME_CHAT_TYPES.footer} message={site.chatMessages.general} variant="text">
                  {site.footer.chatLabel}
                </ChatLink>
              </span>
            </li>
            <li>
              <span css={label}>{site.footer.phoneLabel}</span>
              <a href={`tel:+${site.phone.digits}`} css={link}>
                {site.phone.display}
              </a>
            </li>
            <li>
              <span css={label}>{site.footer.emailLabel}</span>
              <a href={`mailto:${site.email}`} css={link}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <p
          css={{
            marginTop: space.xxl,
            paddingTop: space.lg,
            borderTop: `1px solid ${color.lineOnNavy}`,
            fontSize: fontSize.xs,
          }}
        >
          © <span {...{ [MARKERS.year]: '' }}>{site.buildYear}</span> {site.name}. {site.footer.rights}
        </p>
      </Container>
    </footer>
  );
}
