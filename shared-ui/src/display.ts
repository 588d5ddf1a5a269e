/** Data display: cards, badges, tags, breadcrumbs, separators and images. */
export { Badge, Breadcrumb, Card, Image, Separator, Tag } from '@chakra-ui/react';
export type { CardRootProps, ImageProps } from '@chakra-ui/react';
/** Here rather than a module of its own: every card that needs it loads this module anyway. */
export { PostCover, coverVariant } from './PostCover';
export type { PostCoverProps } from './PostCover';
