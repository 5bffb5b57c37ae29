/**
 * The Security section: backups and scanning, downtime monitoring, anti-spam (when the Akismet plugin is active),
 * the firewall, brute force protection and WordPress.com login. Each card shows only when its module is found.
 */
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { sectionHeading, sectionScreenReaderHeading } from '../settings-sections';
import { AntiSpamCard } from './AntiSpamCard';
import { BackupsCard } from './BackupsCard';
import { FirewallCard } from './FirewallCard';
import { MonitorCard } from './MonitorCard';
import { ProtectCard } from './ProtectCard';
import { SsoCard } from './SsoCard';

export function SecuritySection() {
	const { term, isFound } = useSettingsSearch();
	return (
		<SettingsSection name={ sectionHeading( 'security', true ) } heading={ sectionHeading( 'security', term !== '' ) }
			screenReaderHeading={ sectionScreenReaderHeading( 'security' ) }
		>
			{ isFound( 'vaultpress' ) && <BackupsCard /> }
			{ isFound( 'monitor' ) && <MonitorCard /> }
			{ isFound( 'akismet' ) && <AntiSpamCard /> }
			{ isFound( 'waf' ) && <FirewallCard /> }
			{ isFound( 'protect' ) && <ProtectCard /> }
			{ isFound( 'sso' ) && <SsoCard /> }
		</SettingsSection>
	);
}
