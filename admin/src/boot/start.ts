import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { afterNextPaint, loadAppScript } from '@app/shared-ui/host/boot/loadApp';
import { whenPressEnds, whenVisitorActs } from '@app/shared-ui/host/boot/visitorIntent';
import { fetchSessionUser } from '../auth/session';
import { rememberReaderTimeZone } from '../staff/readerTimeZone';
import { readStaffPageState } from '../staffPages/pageState';
import { isHydratable } from '../staffPages/hydratable';
import { whenSignedIn } from './whenSignedIn';
import { handOver } from './handOff';

/**
 * The boot script, the only script a rendered admin page loads up front: the sign-in page
 * (rendered at build time: admin/src/signIn) and a staff screen the server rendered
 * (admin/src/staffPages). A staff member who is signed out sees the form at once and its code
 * comes when they first act on it (focus, a key, a touch); what they type, press or submit
 * meanwhile is handed to the live page. One who is still signed in is taken on as soon as the
 * session check answers, without having to act. A rendered staff screen already names who is
 * signed in, and its code comes on the first act too.
 */
const app = document.currentScript?.getAttribute('data-app');

async function start(src: string): Promise<void> {
  rememberReaderTimeZone(document);
  const rendered = readStaffPageState(document);
  const session = rendered ? Promise.resolve(rendered.user) : fetchSessionUser();
  handOver(window, {
    early: recordEarlyActions(document),
    session,
    staffPage: rendered && { state: rendered, hydratable: isHydratable(rendered, window) },
  });
  const intent = await (rendered
    ? whenVisitorActs(window)
    : Promise.race([whenVisitorActs(window), whenSignedIn(session)]));
  // Signed in elsewhere meanwhile (no intent): nothing to wait for.
  await whenPressEnds(window, intent instanceof Event ? intent : undefined);
  await afterNextPaint(document);
  loadAppScript(document, src);
}

if (app) void start(app);
