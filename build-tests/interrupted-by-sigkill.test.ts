/**
 * Editing sessions and a build stopped by SIGKILL (a kill, a crash), each at a step between a saved file of data/
 * and Gatsby's saved query state: the next build succeeds, from scratch, and publishes what data/ holds
 * (support/stopped-sessions.ts). One session also saves a new project page and a changed photo; after the last
 * stop, a build after a finished build stays warm.
 */
import { stoppedSessions } from './support/stopped-sessions';

stoppedSessions('SIGKILL', {
  develop: [['oldNodeDeleted'], ['newNodeStored', 'newPageAndPhoto'], ['queriesRan']],
  build: 'queriesRan',
  warm: true,
});
