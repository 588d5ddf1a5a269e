/** Layout primitives; Chakra stays inside this remote, hosts import them from shared_ui/layout. */
export {
  AspectRatio,
  Box,
  Center,
  Container,
  Flex,
  Grid,
  HStack,
  SimpleGrid,
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
  GridProps,
  SimpleGridProps,
  StackProps,
} from '@chakra-ui/react';
