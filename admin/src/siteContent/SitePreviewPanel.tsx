import { PREVIEW_LINK_TTL_MS } from '@app/contract/editorial';
import {
  staffSiteQueryKeys,
  type CreatedSitePreviewLink,
  type SiteDocument,
} from '@app/contract/siteContent';
import { Button } from 'shared_ui/forms';
import { Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { formatDateTime } from '../staff/formatDateTime';
import { OneTimeLinkNotice } from '../staff/OneTimeLinkNotice';
import { PreviewLinkList } from '../previews/PreviewLinkList';
import { usePreviewLinks } from '../previews/usePreviewLinks';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './siteApi';

const TTL_DAYS = Math.round(PREVIEW_LINK_TTL_MS / (24 * 60 * 60 * 1000));

/** A new link's two pages, English and Arabic, shown once. */
function CreatedLinks({ link, onDone }: { link: CreatedSitePreviewLink; onDone: () => void }) {
  const until = formatDateTime(link.expiresAt);
  return (
    <Stack gap="3">
      <OneTimeLinkNotice
        title="Share this preview link (English page)"
        url={`${window.location.origin}${link.paths.en}`}
        label="Preview link — English"
        onDone={onDone}
      >
        Anyone with it can read the site with this draft as it is saved, until {until}. It is not
        shown again.
      </OneTimeLinkNotice>
      <OneTimeLinkNotice
        title="The same link, Arabic page"
        url={`${window.location.origin}${link.paths.ar}`}
        label="Preview link — Arabic"
        onDone={onDone}
      >
        The Arabic page of the same link: revoking one revokes both.
      </OneTimeLinkNotice>
    </Stack>
  );
}

/**
 * Private links to the site with this document's saved draft, for readers without an account:
 * make one (its pages are shown once), see who made each and when it expires, revoke any.
 */
export function SitePreviewPanel({ document }: { document: SiteDocument }) {
  const { links, created, dismissCreated, create, revoke } = usePreviewLinks({
    list: {
      queryKey: staffSiteQueryKeys.previews(document),
      read: () => listPreviewLinks(document),
    },
    create: () => createPreviewLink(document),
    revoke: (id) => revokePreviewLink(document, id),
  });

  return (
    <Stack as="section" aria-labelledby="site-preview-heading" gap="4">
      <Stack gap="1">
        <Heading id="site-preview-heading" as="h2" size="md">
          Preview links
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Let someone without an account see the site with this saved draft before it is published.
          A link works for {TTL_DAYS} days, shows the latest saved draft, and can be revoked at any
          time; it stops working if its maker can no longer edit site content.
        </Text>
      </Stack>
      {created && <CreatedLinks link={created} onDone={dismissCreated} />}
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        loading={create.isPending}
        loadingText="Creating link..."
        onClick={() => create.mutate()}
      >
        Create preview link
      </Button>
      <PreviewLinkList
        links={links}
        revoking={revoke.isPending ? revoke.variables : undefined}
        onRevoke={(id) => revoke.mutate(id)}
      />
    </Stack>
  );
}
