/**
 * The Writing section: managers get each writing module's switch and the Post by email card; users who cannot
 * manage modules get only Post by email (when it is on), or a line saying their tools will show here.
 */
import { __ } from "@wordpress/i18n";
import { SettingsSection } from "../../../components/settings/SettingsSection";
import { useSettingsSearch } from "../../../components/settings/search-context";
import { sectionHeading } from "../../../lib/settings-sections";
import { useAppSelector } from "../../../state/hooks";
import { selectCapabilities } from "../../../state/selectors";
import { ModuleCards } from "../ModuleListSection";
import { PostByEmailCard } from "./PostByEmailCard";

export function WritingSection() {
  const caps = useAppSelector(selectCapabilities);
  const { term, isFound } = useSettingsSearch();
  const postByEmail =
    isFound("post-by-email") &&
    (caps.userCanManageModules || caps.userCanEditPosts);
  return (
    <SettingsSection
      name={sectionHeading("writing", true)}
      heading={sectionHeading("writing", term !== "")}
    >
      {caps.userCanManageModules && (
        <ModuleCards section="writing" exclude={["post-by-email"]} />
      )}
      {postByEmail && <PostByEmailCard />}
      {!caps.userCanManageModules && !postByEmail && (
        <p>
          {__(
            "Writing tools available to you will be shown here when an administrator enables them.",
            "jetpack",
          )}
        </p>
      )}
    </SettingsSection>
  );
}
