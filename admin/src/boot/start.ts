import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { afterNextPaint, loadAppScript } from '@app/shared-ui/host/boot/loadApp';
import { whenVisitorActs } from '@app/shared-ui/host/boot/visitorIntent';
import { fetchSessionUser } from '../auth/session';
import { whenSignedIn } from './whenSignedIn';
import { handOver } from './handOff';

/**
 * The sign-in page's boot script, the only script /admin/ loads up front (the page itself is
 * rendered at build time: admin/src/signIn). A staff member who is signed out sees the form at
 * once and its code comes when they first act on it (focus, a key, a touch); what they type,
 * press or submit meanwhile is handed to the live form. One who is still signed in is taken on
 * as soon as the session check answers, without having to act.
 */
const app = document.currentScript?.getAttribute('data-app');

async function start(src: string): Promise<void> {
  const session = fetchSessionUser();
  handOver(window, { early: recordEarlyActions(document), session });
  await Promise.race([whenVisitorActs(window), whenSignedIn(session)]);
  await afterNextPaint(document);
  loadAppScript(document, src);
}

if (app) void start(app);
