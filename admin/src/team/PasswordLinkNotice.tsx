import { useState } from 'react';
import type { PasswordLink } from '@app/contract/staff';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Input } from 'shared_ui/forms';
import { setPasswordUrl } from '../staff/setPasswordLink';
import { formatDateTime } from '../staff/formatDateTime';

/**
 * A member's set-password link, shown once: only its hash is kept, so closing this notice loses
 * it (a new one can be made from the member's row).
 */
export function PasswordLinkNotice({
  username,
  link,
  onDone,
}: {
  username: string;
  link: PasswordLink;
  onDone: () => void;
}) {
  const url = setPasswordUrl(window.location.origin, link.token);
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
      <Text fontWeight="semibold">Send this link to {username}</Text>
      <Text fontSize="sm">
        It sets their password once and works until {formatDateTime(link.expiresAt)}. It is not
        shown again.
      </Text>
      <HStack gap="2">
        <Input readOnly value={url} aria-label={`Set-password link for ${username}`} bg="bg" />
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
