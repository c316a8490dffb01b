/** Play together (spec §2 `/play/{id}/together`): {id} is the group's id, so the lobby link is the group. */
export const togetherPaths = {
  lobby: (togetherId: string) => `/play/${encodeURIComponent(togetherId)}/together`,
};
