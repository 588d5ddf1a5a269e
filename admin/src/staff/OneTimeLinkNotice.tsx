import { useState, type ReactNode } from 'react';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Input } from 'shared_ui/forms';

/**
 * A secret link shown once, with Copy and Done: the server keeps only its hash, so closing the
 * notice loses it (the caller's screen can make another).
 */
export function OneTimeLinkNotice({
  title,
  children,
  url,
  label,
  onDone,
}: {
  title: ReactNode;
  /** What the link does and until when. */
  children: ReactNode;
  url: string;
  /** The accessible name of the field holding the link. */
  label: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Stack
      role="status"
      gap="3"
      borderWidth="1px"
      borderColor="border.info"
      bg="bg.info"
      borderRadius="l2"
      p="4"
    >
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm">{children}</Text>
      <HStack gap="2">
        <Input readOnly value={url} aria-label={label} bg="bg" />
        <Button onClick={() => void copy()} variant="outline">
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
      <Button alignSelf="start" size="sm" variant="ghost" onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
