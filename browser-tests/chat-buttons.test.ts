import { waMe } from './support/browser';
import { chatButtonSuite } from './support/chat-buttons';
import { frammento, home, site } from './support/content';

const wa = (message: string) => waMe(site.phone.digits, message);

chatButtonSuite('/', [
  { type: 'navbar', name: site.contactLabel, url: wa(site.chatMessages.general) },
  { type: 'consulta', name: home.hero.consultCta, url: wa(site.chatMessages.consultation) },
  { type: 'cta_section', name: home.cta.button, url: wa(site.chatMessages.general) },
  { type: 'footer', name: site.footer.chatLabel, url: wa(site.chatMessages.general) },
  { type: 'floating_cta', name: home.floatingCta, url: wa(site.chatMessages.general), scrollY: 600 },
]);

const { project, otherProject } = frammento.chatMessages;
const page = `${frammento.slug}_page`;

chatButtonSuite(`/${frammento.slug}`, [
  { type: 'navbar', name: site.contactLabel, url: wa(site.chatMessages.general) },
  { type: page, index: 0, name: frammento.hero.reviewCta, url: wa(project) },
  { type: page, index: 1, name: frammento.hero.otherProjectCta, url: wa(otherProject) },
  { type: page, index: 2, name: frammento.contact.projectCta, url: wa(project) },
  { type: page, index: 3, name: frammento.contact.otherProjectCta, url: wa(otherProject) },
  { type: page, index: 4, name: frammento.closing.projectCta, url: wa(project) },
  { type: page, index: 5, name: frammento.closing.otherProjectCta, url: wa(otherProject) },
  { type: 'footer', name: site.footer.chatLabel, url: wa(site.chatMessages.general) },
  { type: `${frammento.slug}_floating_cta`, name: frammento.floatingCta, url: wa(project), scrollY: 600 },
]);
