import { useId, useRef, useSyncExternalStore } from 'react';
import type { Post } from '@app/contract';
import { Button } from 'shared_ui/forms';
import { Box, chakra } from 'shared_ui/layout';
import { Link } from 'shared_ui/typography';
import { useSiteContext } from '../page/siteContext';
import { useI18n } from '../i18n/I18nProvider';
import { absoluteUrl } from '../seo/Seo';
import {
  canShareNatively,
  copyLink,
  shareLinks,
  shareNatively,
  type ShareData,
} from './shareArticle';

/**
 * The options' panel. No `display` or `inset` outside these rules: the browser's popover style
 * hides it until shown and, where anchor positioning is missing, centres it in the viewport.
 */
const Panel = chakra('div', {
  base: {
    m: '0',
    p: '2',
    w: '56',
    maxW: 'calc(100vw - 2rem)',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'l3',
    bg: 'bg.panel',
    color: 'fg',
    boxShadow: 'lg',
    '&:popover-open': { animationStyle: 'grow-in', animationDuration: 'fast' },
    '@supports (position-area: bottom)': {
      inset: 'auto',
      mt: '2',
      positionAnchor: 'var(--share-anchor)',
      // Below the button, spreading towards the inline end; towards the start where that end
      // has no room, and above where the bottom has none.
      positionArea: 'block-end span-inline-end',
      positionTryFallbacks:
        'block-end span-inline-start, flip-block, block-start span-inline-start',
    },
  },
});

const optionStyle = {
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'flex-start',
  px: '3',
  py: '2',
  minH: '10',
  borderRadius: 'l2',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;

const noSubscription = () => () => {};

/**
 * The share sheet shows up after hydration only (the server cannot know the device), without a
 * mismatch: React renders the server's answer first, then the device's.
 */
function useCanShareNatively(): boolean {
  return useSyncExternalStore(noSubscription, canShareNatively, () => false);
}

export interface ShareMenuProps {
  post: Pick<Post, 'slug' | 'title' | 'description'>;
  /** The button's text. */
  label: string;
}

/**
 * Sharing an article. The button opens a popover of share options from the server's
 * HTML (`popovertarget`), so a tap answers at once with no script: the services are plain links
 * with the article's URL and title, "Copy link" is a plain button the page does once live (a
 * press before that is held back and replayed). Where the device has a share sheet, the live
 * page adds it as one more option rather than swapping what the button does, so a press
 * answers the same way before and after the page is live.
 */
export function ShareMenu({ post, label }: ShareMenuProps) {
  const { origin } = useSiteContext();
  const { t } = useI18n();
  const reactId = useId();
  const panelId = `share-${reactId}`;
  const anchorName = `--share-${reactId.replace(/[^\w-]/g, '')}`;
  const panel = useRef<HTMLDivElement>(null);
  const canShare = useCanShareNatively();
  const data: ShareData = {
    title: post.title,
    text: post.description,
    url: absoluteUrl(origin, `/blog/${encodeURIComponent(post.slug)}`),
  };

  const done = () => panel.current?.hidePopover();

  return (
    // One variable per menu, so both menus of the page share the same style rules.
    <Box css={{ '--share-anchor': anchorName }}>
      <Button
        colorPalette="brand"
        w="full"
        popoverTarget={panelId}
        anchorName="var(--share-anchor)"
      >
        {label}
      </Button>
      <Panel ref={panel} id={panelId} popover="auto" role="group" aria-label={t('share.menu')}>
        <chakra.ul listStyleType="none" m="0" p="0">
          {shareLinks(data, t).map((link) => (
            <li key={link.label}>
              <Link
                href={link.href}
                {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={done}
                {...optionStyle}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <chakra.button
              type="button"
              {...optionStyle}
              onClick={() => {
                done();
                void copyLink(data.url, t('share.linkCopied'));
              }}
            >
              {t('share.copyLink')}
            </chakra.button>
          </li>
          {canShare ? (
            <li>
              <chakra.button
                type="button"
                {...optionStyle}
                onClick={() => {
                  done();
                  void shareNatively(data);
                }}
              >
                {t('share.moreOptions')}
              </chakra.button>
            </li>
          ) : null}
        </chakra.ul>
      </Panel>
    </Box>
  );
}
