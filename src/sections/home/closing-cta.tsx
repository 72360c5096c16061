import { graphql } from 'gatsby';
import { HOME_CHAT_TYPES } from '../../chat/chat-types';
import { ChatLink } from '../../components/chat-link';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import { StatList } from '../../components/stat-list';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment HomeCta on HomeJson {
    cta {
      title
      lead
      button
    }
  }
`;

export function ClosingCta({
  copy,
  stats,
  message,
}: {
  copy: Queries.HomeCtaFragment['cta'];
  stats: readonly Queries.Figure[];
  message: string;
}) {
  return (
    <Section labelledBy="cta-title" tone="navy">
      <SectionHeading id="cta-title" title={copy.title} lead={copy.lead} onDark />
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <ChatLink type={HOME_CHAT_TYPES.ctaSection} message={message}>
          {copy.button}
        </ChatLink>
      </div>
      <StatList stats={stats} onDark />
    </Section>
  );
}
