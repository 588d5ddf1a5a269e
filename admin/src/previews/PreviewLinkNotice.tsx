import { useState } from 'react';
import type { CreatedPreviewLink } from '@app/contract/editorial';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Input } from 'shared_ui/forms';
import { formatDateTime } from '../staff/formatDateTime';

/**
 * A new preview link, shown once: the server keeps only its hash, so closing this notice loses it
 * (another link can be made at any time).
 */
export function PreviewLinkNotice({ link, onDone }: { link: CreatedPreviewLink; onDone(): void }) {
  const url = `${window.location.origin}${link.path}`;
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
      <Text fontWeight="semibold">Share this preview link</Text>
      <Text fontSize="sm">
        Anyone with it can read this post as it is now, until {formatDateTime(link.expiresAt)}. It
        is not shown again.
      </Text>
      <HStack gap="2">
        <Input readOnly value={url} aria-label="Preview link" bg="bg" />
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
