import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toastStore';

/** Rendered once by <Provider>; shows whatever `notify` / `toaster` put in the store. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // The toast area is at most 420 px wide from md screens up. A dismissed toast
          // stays mounted for the 1,000,000 ms remove delay: once closed, it and the
          // hover area the library keeps around it must not catch clicks meant for the page.
          <Toast.Root
            width={{ md: '420px' }}
            css={{
              // !important: the library sets the hover area's pointer-events inline.
              '&[data-state=closed], &[data-state=closed] [data-ghost]': {
                pointerEvents: 'none !important',
              },
            }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
