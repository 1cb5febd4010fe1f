import { MESSAGES } from '@atelier/core';
import { notify } from './toast';

/** Copies a page's address for the visitor to share, and says whether it worked. */
export async function copyLink(url: string) {
  try {
    // navigator.clipboard is missing on insecure origins, in old and some in-app browsers:
    // that is a failure to copy as well.
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    notify.success(MESSAGES.linkCopied);
  } catch {
    notify.error(MESSAGES.linkCopyFailed);
  }
}
