/** Layout primitives; Chakra stays inside this remote, hosts import them from shared_ui/layout. */
export {
  AbsoluteCenter,
  AspectRatio,
  Box,
  Center,
  Container,
  Flex,
  Grid,
  GridItem,
  Group,
  HStack,
  SimpleGrid,
  Spacer,
  Stack,
  VStack,
  Wrap,
  chakra,
} from '@chakra-ui/react';
export type {
  BoxProps,
  CenterProps,
  ContainerProps,
  FlexProps,
  GridItemProps,
  GridProps,
  SimpleGridProps,
  StackProps,
} from '@chakra-ui/react';
