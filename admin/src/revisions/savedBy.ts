/** " by jane", or nothing when the account is unknown (demo content, a removed account). */
export const savedBy = (username: string | null) => (username ? ` by ${username}` : '');
