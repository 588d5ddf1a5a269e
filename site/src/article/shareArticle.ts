/** Spec 2.9: the alert when the link was copied instead of shared. */
export const LINK_COPIED = 'Link copied to clipboard!';

export interface ShareData {
  title: string;
  text: string;
  url: string;
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

/**
 * Spec 2.9: the device's share sheet when there is one; otherwise the link goes to the clipboard
 * and an alert says so. Closing the share sheet without sharing is not an error.
 */
export async function shareArticle(data: ShareData): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.warn('Sharing failed', error);
      }
    }
    return;
  }
  await copyText(data.url);
  window.alert(LINK_COPIED);
}
