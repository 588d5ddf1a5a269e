/** Data display: cards, badges, tags, breadcrumbs, separators and images. */
export { Badge, Breadcrumb, Card, Image, Separator, Tag } from '@chakra-ui/react';
export type { CardRootProps, ImageProps } from '@chakra-ui/react';
