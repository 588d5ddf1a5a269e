import { useMemo, type ComponentType } from 'react';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import type { LineIconProps } from '../icons/lineIcon';
import { SITE_ICON_COMPONENTS } from '../icons/siteIcons';
import { useSiteContent } from '../page/siteContent';

/** What the service modal shows: an intro, the software used and the deliverables. */
export interface ServiceContent {
  intro: string;
  software: string;
  deliverables: readonly string[];
}

/** A service card, as staff published it. */
export interface ServiceCard {
  id: string;
  icon: ComponentType<LineIconProps>;
  title: string;
  /** The short text on the card. */
  description: string;
  content: ServiceContent;
}

/** The published services, in order, in the content's language. */
export function servicesOf(content: PublishedSiteContent): readonly ServiceCard[] {
  return content.services.services.map((service) => ({
    id: service.id,
    icon: SITE_ICON_COMPONENTS[service.icon],
    title: service.title,
    description: service.description,
    content: {
      intro: service.intro,
      software: service.software,
      deliverables: service.deliverables,
    },
  }));
}

/** The published services in the page's language. The contact form offers their titles. */
export function useServices(): readonly ServiceCard[] {
  const content = useSiteContent();
  return useMemo(() => servicesOf(content), [content]);
}
