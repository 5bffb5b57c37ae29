/**
 * Server data the settings sections read besides the settings map: the firewall's own settings, the search plan,
 * and the usage-tracking preference (asked for when the Privacy section opens; changed optimistically).
 */
import * as connection from "../../api/connection";
import * as dashboard from "../../api/dashboard";
import * as postByEmail from "../../api/post-by-email";
import type {
  PostByEmailAction,
  PostByEmailResponse,
  SearchPlanInfo,
  TrackingSettings,
  WafSettings,
} from "../../api/types";
import { api, run } from "../api";
import { settingsApi } from "./api";

const POST_BY_EMAIL_CALLS: Record<
  PostByEmailAction,
  () => Promise<PostByEmailResponse>
> = {
  create: postByEmail.createPostByEmailAddress,
  regenerate: postByEmail.regeneratePostByEmailAddress,
  delete: postByEmail.deletePostByEmailAddress,
};

export const settingsSectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWafSettings: build.query<WafSettings, void>({
      queryFn: () => run(dashboard.fetchWafSettings),
    }),
    getSearchPlan: build.query<SearchPlanInfo, void>({
      queryFn: () => run(dashboard.fetchSearchPlanInfo),
    }),
    getTrackingSettings: build.query<TrackingSettings, void>({
      queryFn: () => run(connection.fetchTrackingSettings),
    }),
    /** Creates, regenerates or deletes the user's post-by-email address; the new one replaces the shown one. */
    changePostByEmailAddress: build.mutation<
      PostByEmailResponse,
      PostByEmailAction
    >({
      queryFn: (action) => run(POST_BY_EMAIL_CALLS[action]),
      async onQueryStarted(_action, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData(
              "getSettings",
              undefined,
              (draft) => {
                draft.post_by_email_address =
                  data.post_by_email_address ?? null;
              },
            ),
          );
        } catch {
          // The card shows the failure; the address shown stays the server's.
        }
      },
    }),
    /** Shows the new preference at once; the server's answer is merged in, a refusal undoes it. */
    updateTrackingSettings: build.mutation<
      TrackingSettings,
      { tracks_opt_out: boolean }
    >({
      queryFn: (update) => run(() => connection.updateTrackingSettings(update)),
      async onQueryStarted(update, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          settingsSectionApi.util.updateQueryData(
            "getTrackingSettings",
            undefined,
            (draft) => void Object.assign(draft, update),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsSectionApi.util.updateQueryData(
              "getTrackingSettings",
              undefined,
              (draft) => {
                for (const [key, value] of Object.entries(data)) {
                  if (key !== "code" && key !== "message") {
                    draft[key] = value;
                  }
                }
              },
            ),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetWafSettingsQuery,
  useGetSearchPlanQuery,
  useGetTrackingSettingsQuery,
  useUpdateTrackingSettingsMutation,
  useChangePostByEmailAddressMutation,
} = settingsSectionApi;
