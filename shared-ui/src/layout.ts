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
/**
 * The browser's own `<dialog>` and a button commanding it by an Invoker Command, for dialogs that
 * must open on the first tap before any script runs (hosts build their own content in them).
 */
export { CommandButton, NativeDialog } from './nativeInvokers';
