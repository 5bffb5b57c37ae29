/**
 * Comments: the comment form's switch, its greeting and colour scheme (saved with Save Settings; disabled while
 * comments are off, offline or saving), Gravatar hovercards, markdown in comments (which needs the markdown
 * module: see the coupling rule) and comment likes.
 */
import { __ } from '@wordpress/i18n';
import { FoundIn, useSettingsSearch } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingSelect, SettingTextField } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingSwitchView } from '../../../components/settings/SettingSwitchView';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { commentsMarkdownUpdate } from '../writing/writing-rules';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

function MarkdownForComments() {
	const caps = useAppSelector( selectCapabilities );
	const settings = useGetSettingsQuery().data;
	const markdown = useGetModulesQuery().data?.markdown;
	const toggle = useSettingSwitch( 'wpcom_publish_comments_with_markdown', {
		module: 'markdown',
		buildUpdate: ( next ) => commentsMarkdownUpdate( next, settings ),
		isOn: ( current ) => current?.markdown === true && current?.wpcom_publish_comments_with_markdown === true,
	} );
	const reason = markdown?.override === 'active' ? null : moduleUnavailableReason( markdown, caps );
	return <SettingSwitchView toggle={ toggle } label={ __( 'Enable Markdown use for comments', 'jetpack' ) } reason={ reason } />;
}

export function CommentsCard() {
	const caps = useAppSelector( selectCapabilities );
	const { isFound } = useSettingsSearch();
	const modules = useGetModulesQuery().data;
	const comments = useSettingSwitch( 'comments' );
	const form = useSettingsForm( 'discussion-comments', { module: 'comments' } );
	const schemes = modules?.comments?.options.jetpack_comment_form_color_scheme?.enum_labels ?? {};
	const fieldsOff = ! comments.on || caps.isOfflineMode || form.saving;
	return (
		<SettingsCard title={ __( 'Comments', 'jetpack' ) } form={ comments.on ? form : undefined }>
			{ [ 'comments', 'gravatar-hovercards', 'markdown', 'comment-likes' ].map( ( slug ) => (
				<FoundIn key={ slug } slug={ slug } />
			) ) }
			{ isFound( 'comments' ) && (
				<>
					<ModuleToggle
						slug="comments"
						label={ __( 'Let visitors use a WordPress.com, Twitter, Facebook, or Google account to comment', 'jetpack' ) }
					/>
					<SettingTextField
						form={ form }
						name="highlander_comment_form_prompt"
						label={ __( 'Comment form introduction', 'jetpack' ) }
						help={ __( 'A few catchy words to motivate your readers to comment.', 'jetpack' ) }
						disabled={ fieldsOff }
					/>
					<SettingSelect
						form={ form }
						name="jetpack_comment_form_color_scheme"
						label={ __( 'Color scheme', 'jetpack' ) }
						disabled={ fieldsOff }
						options={ Object.entries( schemes ).map( ( [ value, label ] ) => ( { value, label } ) ) }
					/>
				</>
			) }
			{ isFound( 'gravatar-hovercards' ) && (
				<ModuleToggle slug="gravatar-hovercards" label={ __( 'Enable pop-up business cards over commenters’ Gravatars', 'jetpack' ) } />
			) }
			{ isFound( 'markdown' ) && <MarkdownForComments /> }
			{ isFound( 'comment-likes' ) && (
				<ModuleToggle slug="comment-likes" label={ __( 'Enable Comment Likes', 'jetpack' ) } />
			) }
		</SettingsCard>
	);
}
