import { ROLES } from '@app/contract/auth';

/**
 * The `<option>`s of a role select: the roles the screen may give. An account may hold another
 * role (made on the command line): then it is shown, selected, but not offered.
 */
export function RoleOptions({ current }: { current?: string }) {
  const offered: readonly string[] = ROLES;
  return (
    <>
      {current !== undefined && !offered.includes(current) && (
        <option value={current} disabled>
          {current}
        </option>
      )}
      {ROLES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
