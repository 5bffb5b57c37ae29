/**
 * The settings screen of every settings path (/settings, /security, /performance, /writing, /sharing,
 * /discussion, /traffic, /privacy): the search box for managers, then the sections the pure rule shows for this
 * path, term and user, each rendering only the cards its modules are found for.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VisuallyHidden } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { SettingsSearchProvider } from '../../components/settings/search-context';
import { settingsPageHeading } from './settings-sections';
import type { SettingsSection } from './settings-sections';
import { Loading } from '../../components/isolation/Loading';
import { isTermLongEnough } from '../../lib/settings-search';
import { HiddenEditsNote } from './search/HiddenEditsNote';
import { SearchResultBanners } from './search/SearchResultBanners';
import { SettingsSearchBox } from './search/SettingsSearchBox';
import { useSettingsView } from './use-settings-view';
// The cards' own styles, loaded with the screen: every section uses them, and imported only by the sections they
// would be copied into each section's stylesheet and downloaded again with each.
import '../../components/settings/settings.css';
import './settings-screen.css';

/*
 * Each section is its own chunk: a path shows one or two sections, and the form controls some of them use (Traffic's
 * previews, Writing's selects and radios) are heavy. Search results that span sections load each as it is found.
 */
const SECTION_VIEWS: Record< SettingsSection, ComponentType > = {
	security: lazy( async () => ( { default: ( await import( /* webpackChunkName: "settings-security" */ './security/SecuritySection' ) ).SecuritySection } ) ),
	performance: lazy( async () => ( {
		default: ( await import( /* webpackChunkName: "settings-performance" */ './performance/PerformanceSection' ) ).PerformanceSection,
	} ) ),
	writing: lazy( async () => ( { default: ( await import( /* webpackChunkName: "settings-writing" */ './writing/WritingSection' ) ).WritingSection } ) ),
	sharing: lazy( async () => ( { default: ( await import( /* webpackChunkName: "settings-sharing" */ './sharing/SharingSection' ) ).SharingSection } ) ),
	discussion: lazy( async () => ( {
		default: ( await import( /* webpackChunkName: "settings-discussion" */ './discussion/DiscussionSection' ) ).DiscussionSection,
	} ) ),
	traffic: lazy( async () => ( { default: ( await import( /* webpackChunkName: "settings-traffic" */ './traffic/TrafficSection' ) ).TrafficSection } ) ),
	privacy: lazy( async () => ( { default: ( await import( /* webpackChunkName: "settings-privacy" */ './privacy/PrivacySection' ) ).PrivacySection } ) ),
};

export default function Settings() {
	const view = useSettingsView();
	const [ , setSearchParams ] = useSearchParams();
	const [ searchOpen, setSearchOpen ] = useState( view.term !== '' );
	const resultsId = useId();
	const applyTerm = ( term: string ) =>
		setSearchParams( term ? { term } : {}, { replace: true } );
	const showBanners = view.caps.userCanManageModules && isTermLongEnough( view.term );
	const bannersFound = showBanners && [ 'contact-form', 'enhanced-distribution', 'json-api', 'notes' ].some( view.search.isFound );
	const nothingFound = view.term !== '' && view.sections.length === 0 && ! bannersFound;
	const open = searchOpen || view.term !== '';

	return (
		<div className="jp-settings">
			<VisuallyHidden as="h1">{ settingsPageHeading( view.path ) }</VisuallyHidden>
			{ view.caps.userCanManageModules && (
				<SettingsSearchBox term={ view.term } open={ open } onOpenChange={ setSearchOpen } onApply={ applyTerm } resultsId={ resultsId } />
			) }
			<div id={ resultsId } className="jp-settings__results">
				<SettingsSearchProvider value={ view.search }>
					{ open && view.term === '' && (
						<p className="jp-settings__hint">{ __( 'Enter a search term to find settings or close search.', 'jetpack' ) }</p>
					) }
					{ nothingFound && (
						<p className="jp-settings__hint" aria-live="polite">
							{ sprintf(
								/* translators: %s: the search term. */
								__( 'No search results found for %s', 'jetpack' ),
								view.term
							) }
						</p>
					) }
					{ open && <HiddenEditsNote term={ view.term } isFound={ view.search.isFound } /> }
					{ showBanners && <SearchResultBanners modules={ view.modules } found={ view.search.isFound } /> }
					<Suspense fallback={ <Loading /> }>
						{ view.sections.map( ( section ) => {
							const View = SECTION_VIEWS[ section ];
							return <View key={ section } />;
						} ) }
					</Suspense>
					{ ! view.caps.userCanManageModules && view.sections.length === 0 && (
						<p className="jp-settings__hint">
							{ __( 'Writing tools available to you will be shown here when an administrator enables them.', 'jetpack' ) }
						</p>
					) }
				</SettingsSearchProvider>
			</div>
		</div>
	);
}
