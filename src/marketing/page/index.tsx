/**
 * /admin/marketing.js (assemble.ts): draws the marketers' page into #herramientas.
 */
import { createRoot } from 'react-dom/client';
import type { Site } from '../container-rules';
import { MarketingPage } from './marketing-page';

/** The site as the container rules see it, written into the bundle when it is made (assemble.ts). */
declare const MARKETING_SITE: Site;

const element = document.getElementById('herramientas');
if (element) createRoot(element).render(<MarketingPage site={MARKETING_SITE} />);
