/** A card past its expiry date can no longer pay: the screens say "expired" instead of "valid until". */
export const isExpired = (expiresAt: string, now: Date = new Date()): boolean => new Date(expiresAt).getTime() <= now.getTime();
