import { graphql } from 'gatsby';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import { color, radius, space } from '../../theme/tokens';
import { ProjectChatButtons, type ProjectChat } from './chat-buttons';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment ProjectContact on ProjectJson {
    contact {
      title
      lead
      projectCta
      otherProjectCta
    }
  }
`;

/** The page's contact anchor: two ways into the chat on a sand card. */
export function Contact({
  id,
  contact,
  chat,
}: {
  id: string;
  contact: Queries.ProjectContactFragment['contact'];
  chat: ProjectChat;
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div
        css={{
          padding: `${space.xxl} clamp(1rem, 5vw, 3rem)`,
          borderRadius: radius.lg,
          background: color.sand,
          border: `1px solid ${color.line}`,
          borderTop: `4px solid ${color.gold}`,
          header: { marginBottom: space.xl },
        }}
      >
        <SectionHeading id={`${id}-title`} title={contact.title} lead={contact.lead} />
        <ProjectChatButtons
          chat={chat}
          projectLabel={contact.projectCta}
          otherProjectLabel={contact.otherProjectCta}
          align="center"
        />
      </div>
    </Section>
  );
}
