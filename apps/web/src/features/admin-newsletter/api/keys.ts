/** Every newsletter query of the admin starts with this key; writes invalidate it. */
export const newsletterKey = ['admin', 'newsletter'] as const;
export const issuesKey = [...newsletterKey, 'issues'] as const;
export const issueKey = (id: number) => [...issuesKey, id] as const;
