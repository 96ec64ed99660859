import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { contactEndpoints, type ProfileInputBody, type ProfilePictureBody } from '../contract/contacts.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import { identityEndpoints, type SamsaraTokenRenewal } from '../contract/identity.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './keys.ts';

/**
 * Mutation options of the profile: changing one's own contact and renewing the Samsara token. Success
 * refreshes the current user's contact and the contacts area (the person is one of its contacts); a
 * refusal refreshes nothing, so the form keeps what was typed.
 */
export const profileMutations = {
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof contactEndpoints.updateProfile>,
      ApiError | Error,
      ProfileInputBody
    >({
      mutationKey: ['profile', 'update'],
      mutationFn: (body) => client.call(contactEndpoints.updateProfile, { body }),
      onSuccess: (contact) => {
        queryClient.setQueryData(queryKeys.contacts.currentUser(), contact);
        return queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      },
    }),
  /** Saves the profile picture; the answered contact (its new `fileId`) replaces the cached one. */
  savePicture: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof contactEndpoints.updateProfilePicture>,
      ApiError | Error,
      ProfilePictureBody
    >({
      mutationKey: ['profile', 'savePicture'],
      mutationFn: (body) => client.call(contactEndpoints.updateProfilePicture, { body }),
      onSuccess: (contact) => {
        queryClient.setQueryData(queryKeys.contacts.currentUser(), contact);
        return queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      },
    }),
  /** Removes the profile picture; the answered contact (`fileId` null) replaces the cached one. */
  removePicture: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof contactEndpoints.removeProfilePicture>, ApiError | Error>({
      mutationKey: ['profile', 'removePicture'],
      mutationFn: () => client.call(contactEndpoints.removeProfilePicture, {}),
      onSuccess: (contact) => {
        queryClient.setQueryData(queryKeys.contacts.currentUser(), contact);
        return queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      },
    }),
  renewSamsaraToken: (client: ApiClient) =>
    mutationOptions<
      EndpointOutput<typeof identityEndpoints.renewSamsaraToken>,
      ApiError | Error,
      SamsaraTokenRenewal
    >({
      mutationKey: ['profile', 'renewSamsaraToken'],
      mutationFn: (body) => client.call(identityEndpoints.renewSamsaraToken, { body }),
    }),
};

/** Changes the signed-in user's own profile. */
export function useUpdateProfile() {
  return useMutation(profileMutations.update(useApiClient(), useQueryClient()));
}

/** Saves the signed-in user's profile picture. */
export function useSaveProfilePicture() {
  return useMutation(profileMutations.savePicture(useApiClient(), useQueryClient()));
}

/** Removes the signed-in user's profile picture. */
export function useRemoveProfilePicture() {
  return useMutation(profileMutations.removePicture(useApiClient(), useQueryClient()));
}

/** Renews the Samsara token of the signed-in user's tracking integration. */
export function useRenewSamsaraToken() {
  return useMutation(profileMutations.renewSamsaraToken(useApiClient()));
}
