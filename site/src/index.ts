import { hasArrivalWork } from './boot/arrivalWork';
import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { takeHandOff } from './boot/handOff';
import { whenVisitorActs } from '@app/shared-ui/host/boot/visitorIntent';

/**
 * The page arrives rendered by the server: readable, styled, its links plain links. The code that
 * makes it live (React DOM, the kit and its Chakra system, the routes) is fetched and run when the
 * visitor first acts on the page, so reading costs no main-thread time and no download; what they
 * press or type meanwhile is replayed once the page is live (shared-ui/host/boot/earlyActions).
 *
 * A page that has work to do on arrival (a section to scroll to) starts at once. Served pages load
 * this entry through the boot script (./boot/start.ts), which has already recorded and waited;
 * loaded on its own, the entry does both itself.
 *
 * Each stage evaluates its modules in its own task, so no single task holds the thread long enough
 * to delay a tap. The dynamic imports are also the async boundary Module Federation needs to
 * negotiate the shared singletons (react, react-dom, @emotion/react) and fetch the kit first.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const handOff = takeHandOff(window);
  const early = handOff?.early ?? recordEarlyActions(document);
  if (!handOff && !hasArrivalWork(window)) await whenVisitorActs(window);
  await import('react-dom/client');
  await yieldToBrowser();
  await import('shared_ui/Provider');
  await yieldToBrowser();
  await import('./app/routes');
  await yieldToBrowser();
  const { hydratePage } = await import('./bootstrap');
  await hydratePage();
  // From here the live list filters; the boot filter's last rules stay until it has (BlogSection).
  handOff?.postFilter?.stop();
  early.replay();
}

void start();
