import { graphql } from 'gatsby';
import { ChatLink } from '../../components/chat-link';
import { mq, space } from '../../theme/tokens';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment ProjectChat on ProjectJson {
    chatMessages {
      project
      otherProject
    }
  }
`;

/** What every chat button in a project page's content needs: its `whatsapp_type` and the project's messages. */
export type ProjectChat = { type: string; messages: Queries.ProjectChatFragment['chatMessages'] };

/** The two calls to action of a project page: about this project, and about another one. */
export function ProjectChatButtons({
  chat,
  projectLabel,
  otherProjectLabel,
  onDark = false,
  align = 'start',
}: {
  chat: ProjectChat;
  projectLabel: string;
  otherProjectLabel: string;
  onDark?: boolean;
  align?: 'start' | 'center';
}) {
  return (
    <div
      css={{
        display: 'grid',
        gap: space.sm,
        [mq.sm]: {
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: align === 'center' ? 'center' : 'flex-start',
        },
      }}
    >
      <ChatLink type={chat.type} message={chat.messages.project}>
        {projectLabel}
      </ChatLink>
      <ChatLink type={chat.type} message={chat.messages.otherProject} variant={onDark ? 'outlineLight' : 'outline'}>
        {otherProjectLabel}
      </ChatLink>
    </div>
  );
}
