import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import { videoEndpoints, type VideoProgressInput } from '../contract/videos.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = videoEndpoints;

/** Keys of the training videos: `['videos', 'list']` and `['videos', 'detail', id]` under `['videos']`. */
export const videoKeys = {
  all: ['videos'] as const,
  list: () => ['videos', 'list'] as const,
  detail: (id: string) => ['videos', 'detail', id] as const,
} as const;

/** `queryOptions` factories of the catalog and one video (each with the caller's progress). */
export const videoQueries = {
  /** The catalog with the caller's progress. */
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: videoKeys.list(),
      queryFn: ({ signal }) => client.call(e.list, {}, { signal }),
    }),
  /** One video with its cues and the caller's progress. */
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: videoKeys.detail(id),
      queryFn: ({ signal }) => client.call(e.byId, { params: { id } }, { signal }),
    }),
};

/** What a progress save sends: the video, the progress, and whether the page is going away. */
export interface SaveVideoProgressVariables {
  readonly id: string;
  readonly body: VideoProgressInput;
  /** Sent as the page is hidden or closed: the request must outlive it (`keepalive`). */
  readonly leaving?: boolean;
}

/**
 * Mutation options of a progress save. Success refreshes the catalog and the video (so a return to it
 * resumes at the saved place); the open player only reads the progress as it loads the media.
 */
export const videoMutations = {
  saveProgress: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.saveProgress>, ApiError | Error, SaveVideoProgressVariables>({
      mutationKey: ['videos', 'saveProgress'],
      mutationFn: ({ id, body, leaving }) =>
        client.call(e.saveProgress, { params: { id }, body }, leaving ? { keepalive: true } : {}),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    }),
};

/** The catalog with the caller's progress. */
export function useVideos() {
  return useQuery(videoQueries.list(useApiClient()));
}

/** One video with its cues and the caller's progress. */
export function useVideo(id: string) {
  return useQuery(videoQueries.detail(useApiClient(), id));
}

/** Saves the caller's position in a video. */
export function useSaveVideoProgress() {
  return useMutation(videoMutations.saveProgress(useApiClient(), useQueryClient()));
}
