import type { ReactNode } from 'react';
import { chatUrl, handleChatClick } from '../chat/whatsapp';
import { buttonBase, buttonVariants, type ButtonVariant } from './ui/button';
import { WhatsAppIcon } from './icons';
import { useSiteData } from './use-site-data';

/**
 * Every chat call to action: a real link to the firm's WhatsApp chat that
 * opens in a new tab and reports the click as `whatsapp_click` with its type.
 */
export function ChatLink({
  type,
  message,
  variant = 'chat',
  icon = variant !== 'text',
  children,
}: {
  /** `whatsapp_type` pushed to the data layer. */
  type: string;
  /** The message the chat opens with. */
  message: string;
  variant?: ButtonVariant;
  icon?: boolean;
  children: ReactNode;
}) {
  const { phone } = useSiteData();
  const url = chatUrl(phone.digits, message);
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => handleChatClick(event, url, type);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-chat-type={type}
      onClick={onClick}
      onAuxClick={onClick}
      css={[buttonBase, buttonVariants[variant]]}
    >
      {icon && <WhatsAppIcon />}
      <span>{children}</span>
    </a>
  );
}
