/** Data display: cards, tags, tables, tabs and images. */
export {
  Badge,
  Breadcrumb,
  Card,
  Icon,
  Image,
  Separator,
  Table,
  Tabs,
  Tag,
} from '@chakra-ui/react';
export type { CardRootProps, IconProps, ImageProps } from '@chakra-ui/react';
