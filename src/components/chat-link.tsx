import type { ReactNode } from 'react';
import { chatUrl } from '../chat/whatsapp';
import { buttonBase, buttonVariants, type ButtonVariant } from './ui/button';
import { WhatsAppIcon } from './icons';
import { useSiteData } from './use-site-data';

/**
 * Every chat call to action: a real link to the firm's WhatsApp chat that
 * opens in a new tab. Its click is reported (`whatsapp_click` with its type) and
 * handled by the first-tap script (src/chat/first-tap.ts), which listens on the
 * document from first paint: React adds no click handler. With the firm's switch on
 * (data/site.json `chatReference`), `data-chat-ref` tells the script to add a reference
 * code to the message at each tap; the switch reaches the script only this way, so the
 * script's bytes, and its hash in the Content-Security-Policy, stay the same.
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
  const { phone, chatReference } = useSiteData();
  const url = chatUrl(phone.digits, message);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-chat-type={type}
      data-chat-ref={chatReference ? '' : undefined}
      css={[buttonBase, buttonVariants[variant]]}
    >
      {icon && <WhatsAppIcon />}
      <span>{children}</span>
    </a>
  );
}
