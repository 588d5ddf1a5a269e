/** Status and empty-state primitives (loading screens live in shared_ui/Spinner). */
export { Alert, EmptyState } from '@chakra-ui/react';
export type { AlertRootProps } from '@chakra-ui/react';
