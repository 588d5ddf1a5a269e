import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { KitLinkProps } from 'shared_ui/NavBar';
import { scrollToSection } from './scrollToSection';
import { homeSectionOf, rememberSection } from './pendingSection';

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The link the site injects into kit components: router navigation for pages, and the
 * section-scroll behaviour for home-section links ('/#contact'): scroll in place on the home
 * page, otherwise remember the section and go home. Modified clicks keep the browser's own
 * handling.
 */
export function SiteLink({ href, onClick, ...rest }: KitLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = homeSectionOf(href);

  if (section === undefined) {
    return <Link to={href} onClick={onClick} {...rest} />;
  }

  const followSection = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) {
      return;
    }
    event.preventDefault();
    if (pathname === '/') {
      scrollToSection(section);
    } else {
      rememberSection(section);
      navigate('/');
    }
  };
  return <a href={href} onClick={followSection} {...rest} />;
}
