import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { formatDateTime } from '../staff/formatDateTime';

interface ListedLink {
  id: number;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/**
 * The live preview links of a post or of a site-content document: who made each and when it
 * expires, each with Revoke. Its states as the query that lists them is in.
 */
export function PreviewLinkList({
  links,
  revoking,
  onRevoke,
}: {
  links: { isPending: boolean; isError: boolean; data?: readonly ListedLink[] };
  /** The link whose revocation is under way. */
  revoking: number | undefined;
  onRevoke: (id: number) => void;
}) {
  if (links.isPending) return <Text role="status">Loading preview links...</Text>;
  if (links.isError || links.data === undefined) {
    return <Text role="alert">The preview links could not be loaded.</Text>;
  }
  if (links.data.length === 0) return <Text color="fg.muted">No preview links.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Preview links">
      {links.data.map((link) => {
        const made = `${formatDateTime(link.createdAt)}${link.createdBy ? ` by ${link.createdBy}` : ''}`;
        return (
          <HStack
            as="li"
            key={link.id}
            justify="space-between"
            gap="3"
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            wrap="wrap"
          >
            <Stack gap="0">
              <Text fontSize="sm">Created {made}</Text>
              <Text fontSize="sm" color="fg.muted">
                Expires {formatDateTime(link.expiresAt)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={revoking === link.id}
              onClick={() => onRevoke(link.id)}
            >
              Revoke
              <Text as="span" srOnly>{` the link created ${made}`}</Text>
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
