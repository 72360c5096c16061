import { waMe } from './browser';
import { frammento, home, site } from './content';

/**
 * Run in the page: a Google Ads conversion function (`gtag_report_conversion`, as the
 * conversion snippet defines it) that records each link in `window.__conversions` and opens
 * nothing. Defining one takes a tap over, so a page with it opens no chat of its own.
 */
export function stubConversion(): void {
  const calls: string[] = [];
  Object.assign(window, {
    __conversions: calls,
    gtag_report_conversion: (link: string) => {
      calls.push(link);
      return false;
    },
  });
}

/** Run in the page: the links a conversion function (the stub above, or a Tag Manager tag) recorded. */
export const recordedConversions = (): string[] | undefined =>
  (window as unknown as { __conversions?: string[] }).__conversions;

export type ChatButton = {
  /** `whatsapp_type` pushed for it. */
  type: string;
  /** Its visible text. */
  name: string;
  /** The chat link it must open. */
  url: string;
  /** Which of the page's links of that type (several buttons may share a type). */
  index?: number;
  /** Scroll first (the floating button needs it); otherwise the button is scrolled into view. */
  scrollY?: number;
};

const wa = (message: string) => waMe(site.phone.digits, message);

/** The home page's chat buttons (shared by the Chromium suite and the three-engine tests). */
export const HOME_CHAT_BUTTONS: readonly ChatButton[] = [
  { type: 'navbar', name: site.contactLabel, url: wa(site.chatMessages.general) },
  { type: 'consulta', name: home.hero.consultCta, url: wa(site.chatMessages.consultation) },
  { type: 'cta_section', name: home.cta.button, url: wa(site.chatMessages.general) },
  { type: 'footer', name: site.footer.chatLabel, url: wa(site.chatMessages.general) },
  { type: 'floating_cta', name: home.floatingCta, url: wa(site.chatMessages.general), scrollY: 600 },
];

const { project, otherProject } = frammento.chatMessages;
const projectPage = `${frammento.slug}_page`;

/** The Frammento page's chat buttons. */
export const FRAMMENTO_CHAT_BUTTONS: readonly ChatButton[] = [
  { type: 'navbar', name: site.contactLabel, url: wa(site.chatMessages.general) },
  { type: projectPage, index: 0, name: frammento.hero.reviewCta, url: wa(project) },
  { type: projectPage, index: 1, name: frammento.hero.otherProjectCta, url: wa(otherProject) },
  { type: projectPage, index: 2, name: frammento.contact.projectCta, url: wa(project) },
  { type: projectPage, index: 3, name: frammento.contact.otherProjectCta, url: wa(otherProject) },
  { type: projectPage, index: 4, name: frammento.closing.projectCta, url: wa(project) },
  { type: projectPage, index: 5, name: frammento.closing.otherProjectCta, url: wa(otherProject) },
  { type: 'footer', name: site.footer.chatLabel, url: wa(site.chatMessages.general) },
  { type: `${frammento.slug}_floating_cta`, name: frammento.floatingCta, url: wa(project), scrollY: 600 },
];
