/** The team tags offered when adding domains (spec 2 §2.2, §2.3); any other tag may be typed in. */
export const TEAM_TAGS = ['2333', '2595', '2674'] as const;
