/** The training videos (spec 1 §2 `/videos`). */
export const videosPath = '/videos';
/** One video's player: `/videos/{id}` (FreightKit's route under the spec's `/videos`, ADR 049). */
export const videoPath = (id: string) => `/videos/${encodeURIComponent(id)}`;
