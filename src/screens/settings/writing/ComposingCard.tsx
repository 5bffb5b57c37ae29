/**
 * Composing: copy post, Markdown for posts (sharing the markdown module with comments: see the coupling rule),
 * LaTeX and shortcodes, each saved at once; the Jetpack blocks switch with its caution, and the way to the block
 * editor. Users who cannot manage modules see the switches' positions, disabled with the reason.
 */
import { __ } from '@wordpress/i18n';
import { FoundIn, useSettingsSearch } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingSwitchView } from '../../../components/settings/SettingSwitchView';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { siteOptionLockedReason, WRITING_CARD_MODULES } from './writing-cards';
import { postsMarkdownUpdate } from './writing-rules';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

function MarkdownForPosts() {
	const caps = useAppSelector( selectCapabilities );
	const settings = useGetSettingsQuery().data;
	const markdown = useGetModulesQuery().data?.markdown;
	const toggle = useSettingSwitch( 'wpcom_publish_posts_with_markdown', {
		module: 'markdown',
		buildUpdate: ( next ) => postsMarkdownUpdate( next, settings ),
		isOn: ( current ) => current?.markdown === true && current?.wpcom_publish_posts_with_markdown === true,
	} );
	const reason = markdown?.override === 'active' ? null : moduleUnavailableReason( markdown, caps );
	return <SettingSwitchView toggle={ toggle } label={ __( 'Write posts or pages in plain-text Markdown syntax', 'jetpack' ) } reason={ reason } />;
}

/** The option says whether blocks are disabled; the switch says whether they are on. */
function JetpackBlocks() {
	const caps = useAppSelector( selectCapabilities );
	const toggle = useSettingSwitch( 'jetpack_blocks_disabled', {
		buildUpdate: ( next ) => ( { jetpack_blocks_disabled: ! next } ),
		isOn: ( current ) => current?.jetpack_blocks_disabled !== true,
	} );
	return (
		<SettingSwitchView
			toggle={ toggle }
			label={ __( 'Jetpack blocks give you the power to deliver quality content that hooks website visitors without needing to hire a developer or learn a single line of code.', 'jetpack' ) }
			help={ __(
				'Caution: if there are Jetpack blocks used in existing posts or pages, disabling this setting will cause those blocks to stop working.',
				'jetpack'
			) }
			reason={ siteOptionLockedReason( caps ) }
		/>
	);
}

export function ComposingCard() {
	const { isFound } = useSettingsSearch();
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	return (
		<SettingsCard title={ __( 'Composing', 'jetpack' ) }>
			{ WRITING_CARD_MODULES.composing.map( ( slug ) => (
				<FoundIn key={ slug } slug={ slug } />
			) ) }
			{ isFound( 'copy-post' ) && (
				<ModuleToggle slug="copy-post" label={ __( 'Enable the option to copy entire posts and pages, including tags and settings', 'jetpack' ) } />
			) }
			{ isFound( 'markdown' ) && <MarkdownForPosts /> }
			{ isFound( 'latex' ) && (
				<ModuleToggle slug="latex" label={ __( 'Use the LaTeX markup language to write mathematical equations and formulas', 'jetpack' ) } />
			) }
			{ isFound( 'shortcodes' ) && (
				<ModuleToggle slug="shortcodes" label={ __( 'Compose using shortcodes to embed media from popular sites', 'jetpack' ) } />
			) }
			<JetpackBlocks />
			<p>
				<a href={ `${ adminUrl }post-new.php` }>{ __( 'Write a post in the block editor', 'jetpack' ) }</a>
			</p>
		</SettingsCard>
	);
}
