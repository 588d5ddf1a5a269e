/** Text primitives. `Link` takes `asChild` so a host can wrap its router link in brand styling. */
export { Heading, Link, List, Span, Text } from '@chakra-ui/react';
export type { HeadingProps, LinkProps, TextProps } from '@chakra-ui/react';
