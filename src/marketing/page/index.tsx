/**
 * /admin/marketing.js (src/editor/assemble/bundle.ts): draws the marketers' page into #herramientas,
 * with the rules that /admin/container-checks.js, loaded just before, puts on the window.
 */
import { createRoot } from 'react-dom/client';
import { MarketingPage } from './marketing-page';

const element = document.getElementById('herramientas');
if (element) createRoot(element).render(<MarketingPage checks={window.containerChecks} />);
