import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box, Flex } from 'shared_ui/layout';
import { NavBar } from 'shared_ui/NavBar';
import { SiteLink } from '../navigation/SiteLink';
import { Footer } from './Footer';

/**
 * The browser skips the style, layout and paint of a page's later sections while they are off
 * screen. Opening a modal dialog makes the rest of the page inert, which restyles every element
 * rendered; skipped sections are not, so a first tap on a long page has less to do. `auto` keeps
 * the size a section had once shown, so scrolling back never jumps.
 */
const OFFSCREEN_SECTIONS_SKIPPED = {
  '& > section ~ section': { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' },
} as const;

/** Every public page sits between the fixed navigation bar and the footer. */
export function SiteLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <NavBar linkAs={SiteLink} />
      {/* The bar is fixed, so content starts below its 96 px. */}
      <Box as="main" flex="1" pt="navbar" css={OFFSCREEN_SECTIONS_SKIPPED}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
