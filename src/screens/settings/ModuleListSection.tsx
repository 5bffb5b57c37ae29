/**
 * A section shown as its modules' switches, one card each with the module's description: the form of a section
 * whose dedicated cards are not built, so every module of it can still be found and switched.
 */
import { ExternalLink } from "@wordpress/components";
import { __ } from "@wordpress/i18n";
import {
  FoundIn,
  useSettingsSearch,
} from "../../components/settings/search-context";
import { ModuleToggle } from "../../components/settings/ModuleToggle";
import { SettingsCard } from "../../components/settings/SettingsCard";
import { SettingsSection } from "../../components/settings/SettingsSection";
import {
  SECTION_MODULES,
  sectionHeading,
  sectionScreenReaderHeading,
} from "../../lib/settings-sections";
import type { SettingsSection as SectionName } from "../../lib/settings-sections";
import { useGetModulesQuery } from "../../state/modules/api";

/** One card per found module of a section (leaving out those with cards of their own). */
export function ModuleCards({
  section,
  exclude = [],
}: {
  section: Exclude<SectionName, "privacy">;
  exclude?: string[];
}) {
  const modules = useGetModulesQuery().data ?? {};
  const { isFound } = useSettingsSearch();
  const slugs = SECTION_MODULES[section].filter(
    (slug) => isFound(slug) && modules[slug] && !exclude.includes(slug),
  );
  return (
    <>
      {slugs.map((slug) => {
        const module = modules[slug];
        return (
          module && (
            <SettingsCard key={slug} title={module.name}>
              <FoundIn slug={slug} />
              <ModuleToggle slug={slug} label={module.description} />
              <p>
                <ExternalLink href={module.learn_more_button}>
                  {__("Learn more", "jetpack")}
                </ExternalLink>
              </p>
            </SettingsCard>
          )
        );
      })}
    </>
  );
}

export function ModuleListSection({
  section,
}: {
  section: Exclude<SectionName, "privacy">;
}) {
  const { term } = useSettingsSearch();
  return (
    <SettingsSection
      name={sectionHeading(section, true)}
      heading={sectionHeading(section, term !== "")}
      screenReaderHeading={sectionScreenReaderHeading(section)}
    >
      <ModuleCards section={section} />
    </SettingsSection>
  );
}
