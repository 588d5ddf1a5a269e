import { english, type Translate } from '../i18n/siteIntl';

/** The alert when the link was copied instead of shared, in English. */
export const LINK_COPIED = english('share.linkCopied');

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export interface ShareLink {
  /** The service's name, the link's text. */
  label: string;
  href: string;
  /** Web services open in a new tab so the article stays; e-mail opens the mail app. */
  newTab: boolean;
}

/**
 * The share options that are plain links, so they work from the server's HTML with no script:
 * each service's own "share a URL" address, with the article's URL and title encoded. The
 * services keep their names in every language; e-mail's is a word of `t`'s language.
 */
export function shareLinks({ title, text, url }: ShareData, t: Translate = english): ShareLink[] {
  const enc = encodeURIComponent;
  return [
    {
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
      newTab: true,
    },
    {
      label: 'X',
      href: `https://x.com/intent/post?text=${enc(title)}&url=${enc(url)}`,
      newTab: true,
    },
    { label: 'WhatsApp', href: `https://wa.me/?text=${enc(`${title} ${url}`)}`, newTab: true },
    {
      label: t('share.email'),
      href: `mailto:?subject=${enc(title)}&body=${enc(`${text}\n\n${url}`)}`,
      newTab: false,
    },
  ];
}

/**
 * The Clipboard API exists only on secure origins; elsewhere the selection of a temporary field
 * is copied the old way.
 */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Falls through to the selection copy below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  document.execCommand('copy');
  field.remove();
}

/** The link goes to the clipboard and an alert says so (`copied`, in the page's language). */
export async function copyLink(url: string, copied: string = LINK_COPIED): Promise<void> {
  await copyText(url);
  window.alert(copied);
}

/** Whether the device has a share sheet (phones, some desktops). */
export function canShareNatively(): boolean {
  return typeof navigator.share === 'function';
}

/** The device's share sheet. Closing it without sharing is not an error. */
export async function shareNatively(data: ShareData): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn('Sharing failed', error);
    }
  }
}
