import type { PasswordLink } from '@app/contract/staff';
import { setPasswordUrl } from '../staff/setPasswordLink';
import { formatDateTime } from '../staff/formatDateTime';
import { OneTimeLinkNotice } from '../staff/OneTimeLinkNotice';

/** A member's set-password link, shown once (a new one can be made from the member's row). */
export function PasswordLinkNotice({
  username,
  link,
  onDone,
}: {
  username: string;
  link: PasswordLink;
  onDone: () => void;
}) {
  return (
    <OneTimeLinkNotice
      title={`Send this link to ${username}`}
      url={setPasswordUrl(window.location.origin, link.token)}
      label={`Set-password link for ${username}`}
      onDone={onDone}
    >
      It sets their password once and works until {formatDateTime(link.expiresAt)}. It is not shown
      again.
    </OneTimeLinkNotice>
  );
}
