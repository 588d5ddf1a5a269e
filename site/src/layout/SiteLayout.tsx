import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box, Flex } from 'shared_ui/layout';
import { NavBar } from 'shared_ui/NavBar';
import { SiteLink } from '../navigation/SiteLink';
import { Footer } from './Footer';

/** Every public page sits between the fixed navigation bar and the footer. */
export function SiteLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <NavBar linkAs={SiteLink} />
      {/* The bar is fixed, so content starts below its 96 px. */}
      <Box as="main" flex="1" pt="navbar">
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
