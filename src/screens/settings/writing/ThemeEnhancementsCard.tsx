/**
 * Theme enhancements: how more posts load (the theme's own way, a button, or on scroll: one choice, saved at once,
 * that switches the infinite scroll module as the mapping says), or why it cannot be chosen when the theme does
 * not support it; and the custom CSS enhancement's switch with the way to the CSS editor.
 */
import { ExternalLink, RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { FoundIn, useSettingsSearch } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SavingNote } from '../../../components/settings/SavingNote';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { infiniteScrollMode, infiniteScrollUpdate } from './writing-rules';
import type { InfiniteScrollMode } from './writing-rules';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useSaveSettings } from '../../../state/settings/use-save-settings';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

function InfiniteScrollChoice() {
	const caps = useAppSelector( selectCapabilities );
	const module = useGetModulesQuery().data?.[ 'infinite-scroll' ];
	const settings = useGetSettingsQuery().data;
	const save = useSaveSettings();
	const [ pending, setPending ] = useState< InfiniteScrollMode | null >( null );
	const saved = infiniteScrollMode( settings?.[ 'infinite-scroll' ] === true, settings?.infinite_scroll );
	const reason = moduleUnavailableReason( module, caps );
	const choose = async ( mode: InfiniteScrollMode ) => {
		if ( pending || reason || mode === saved ) {
			return;
		}
		setPending( mode );
		await save( infiniteScrollUpdate( mode ) );
		setPending( null );
	};
	return (
		<div className="jp-settings-field" aria-busy={ pending ? true : undefined }>
			<RadioControl
				label={ __( 'Infinite scroll', 'jetpack' ) }
				help={ reason ?? <SavingNote saving={ pending !== null } /> }
				selected={ pending ?? saved }
				disabled={ !! reason }
				options={ [
					{ value: 'default', label: __( 'Load more posts using the default theme behavior', 'jetpack' ) },
					{ value: 'button', label: __( 'Load more posts in page with a button', 'jetpack' ) },
					{ value: 'scroll', label: __( 'Load more posts as the reader scrolls down', 'jetpack' ) },
				] }
				onChange={ ( next: string ) => void choose( next as InfiniteScrollMode ) }
			/>
		</div>
	);
}

function ThemeSupportRequired() {
	return (
		<p className="jp-writing__theme-support">
			<strong>{ __( 'Infinite scroll', 'jetpack' ) }</strong>{ ' ' }
			{ __( 'Theme support required.', 'jetpack' ) }{ ' ' }
			<ExternalLink href="https://jetpack.com/support/infinite-scroll/">{ __( 'Learn more', 'jetpack' ) }</ExternalLink>
		</p>
	);
}

function CustomCss() {
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const on = useSettingSwitch( 'custom-css' ).on;
	return (
		<>
			<ModuleToggle slug="custom-css" label={ __( 'Enhance CSS customization panel', 'jetpack' ) } />
			{ on && (
				<p className="jp-writing__options">
					<a href={ `${ adminUrl }customize.php?autofocus%5Bsection%5D=custom_css` }>{ __( 'Customize your CSS', 'jetpack' ) }</a>
				</p>
			) }
		</>
	);
}

export function ThemeEnhancementsCard() {
	const { isFound } = useSettingsSearch();
	const themeSupportsScroll = useAppSelector( ( state ) => state.page.themeData.support[ 'infinite-scroll' ] );
	return (
		<SettingsCard title={ __( 'Theme enhancements', 'jetpack' ) }>
			<FoundIn slug="infinite-scroll" />
			<FoundIn slug="custom-css" />
			{ isFound( 'infinite-scroll' ) && ( themeSupportsScroll ? <InfiniteScrollChoice /> : <ThemeSupportRequired /> ) }
			{ isFound( 'custom-css' ) && <CustomCss /> }
		</SettingsCard>
	);
}
