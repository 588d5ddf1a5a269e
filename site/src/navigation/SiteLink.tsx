import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { KitLinkProps } from 'shared_ui/NavBar';
import { scrollToSection } from './scrollToSection';
import { homeSectionOf, rememberSection } from './pendingSection';
import { useLocalizedPath } from './localizedPath';

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The link the site injects into kit components: router navigation for pages, and the
 * section-scroll behaviour for home-section links ('/#contact'): scroll in place on the home
 * page, otherwise remember the section and go home. Modified clicks keep the browser's own
 * handling. Every href is taken to the page's language (`/blog` is `/ar/blog` on an Arabic
 * page), so callers name pages by their English path.
 */
export function SiteLink({ href, onClick, ...rest }: KitLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localize = useLocalizedPath();
  const target = localize(href);
  const section = homeSectionOf(target);

  if (section === undefined) {
    return <Link to={target} onClick={onClick} {...rest} />;
  }

  const home = localize('/');
  const followSection = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) {
      return;
    }
    event.preventDefault();
    if (pathname === home) {
      scrollToSection(section);
    } else {
      rememberSection(section);
      navigate(home);
    }
  };
  return <a href={target} onClick={followSection} {...rest} />;
}
