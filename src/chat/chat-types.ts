/**
 * The `whatsapp_type` of every chat button, as marketers read it in Tag Manager.
 * Project landing pages derive theirs from the project's slug.
 */
export const HOME_CHAT_TYPES = {
  navbar: 'navbar',
  consulta: 'consulta',
  ctaSection: 'cta_section',
  footer: 'footer',
  floating: 'floating_cta',
} as const;

export type ProjectChatTypes = { floating: string; page: string };

export const projectChatTypes = (slug: string): ProjectChatTypes => ({
  floating: `${slug}_floating_cta`,
  page: `${slug}_page`,
});
