import { graphql } from 'gatsby';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import { ProjectChatButtons, type ProjectChat } from './chat-buttons';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment ProjectClosing on ProjectJson {
    closing {
      title
      lead
      projectCta
      otherProjectCta
    }
  }
`;

/** The last call to action, on a navy band. */
export function ClosingCta({
  closing,
  chat,
}: {
  closing: Queries.ProjectClosingFragment['closing'];
  chat: ProjectChat;
}) {
  return (
    <Section labelledBy="cta-title" tone="navy">
      <SectionHeading id="cta-title" title={closing.title} lead={closing.lead} onDark />
      <ProjectChatButtons
        chat={chat}
        projectLabel={closing.projectCta}
        otherProjectLabel={closing.otherProjectCta}
        onDark
        align="center"
      />
    </Section>
  );
}
