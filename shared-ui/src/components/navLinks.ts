import type { ComponentPropsWithRef, ComponentType } from 'react';

export interface NavLinkItem {
  label: string;
  href: string;
}

/** The top navigation links, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/#services' },
  { label: 'Packages', href: '/#packages' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/#contact' },
];

/** Props the kit passes to a host's link component; spread the rest onto the anchor. */
export type KitLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/**
 * How links are rendered. The kit must not depend on a router, so hosts inject one, e.g.
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export type LinkComponent = ComponentType<KitLinkProps>;
