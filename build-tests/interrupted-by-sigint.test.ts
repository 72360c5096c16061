/**
 * Editing sessions and a build stopped by SIGINT (Ctrl-C), each at a step between a saved file of data/ and
 * Gatsby's saved query state: the next build succeeds, from scratch, and publishes what data/ holds
 * (support/stopped-sessions.ts). The last session also deletes a project page the first build published.
 */
import { stoppedSessions } from './support/stopped-sessions';

stoppedSessions('SIGINT', {
  develop: [['oldNodeDeleted'], ['newNodeStored'], ['queriesRan', 'pageDeleted']],
  build: 'newNodeStored',
  warm: false,
});
