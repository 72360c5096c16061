/**
 * The rules of `npm run check-container` as /admin/container-checks.js gives them to the page
 * (`window.containerChecks`, built by src/editor/assemble/bundle.ts from src/marketing/container-checks.cjs).
 * Types only: the page gets the module at run time from that script, never by an import.
 */
import type {
  checkContainer,
  exportProblem,
  formatReport,
  reportTitle,
  siteEvents,
} from '../container-checks.cjs';

export type { CheckResult, Kind } from '../container-checks.cjs';

export type ContainerChecks = {
  checkContainer: typeof checkContainer;
  exportProblem: typeof exportProblem;
  formatReport: typeof formatReport;
  reportTitle: typeof reportTitle;
  /** The site's events, computed in Node when the script was built. */
  siteEvents: typeof siteEvents;
};

declare global {
  interface Window {
    containerChecks?: ContainerChecks;
  }
}
