/**
 * The Search card (docs/dashboard.md#search). What it shows, first match wins: offline mode, a plan without search
 * (upgrade or connect banner), search off (managers may switch it on), then search on with where to set it up. The
 * settings and
 * the plan's features were printed by the page: nothing is fetched on load.
 */
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { Loading } from '../../../components/isolation/Loading';
import { SaveSettingsButton } from '../../../components/save-settings/SaveSettingsButton';
import { searchActivation, searchCardState, searchLink } from './search-card';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { CardBanner } from '../../../components/card-banner/CardBanner';
import './search-card.css';

function SearchBody() {
	const caps = useAppSelector( selectCapabilities );
	const features = useAppSelector( ( state ) => state.page.siteData.features );
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const settings = useGetSettingsQuery().data;
	const state = searchCardState( { caps, features, settings } );

	switch ( state ) {
		case 'loading':
			return <Loading />;
		case 'offline':
			return <p>{ __( 'Unavailable in Offline Mode', 'jetpack' ) }</p>;
		case 'upsell':
			return (
				<CardBanner
					text={ __( 'Help your visitors find exactly what they’re looking for with fast, relevant search results.', 'jetpack' ) }
					feature="jetpack-search"
				/>
			);
		case 'ask-admin':
			return <p>{ __( 'Search is off. Ask a site administrator to activate it.', 'jetpack' ) }</p>;
		case 'activate':
			return (
				<>
					<p>{ __( 'Search is included in your plan. Activate it to give your visitors fast, relevant results.', 'jetpack' ) }</p>
					<SaveSettingsButton
						update={ searchActivation( features ) }
						label={ __( 'Activate', 'jetpack' ) }
						failed={ __( 'Search could not be activated.', 'jetpack' ) }
					/>
				</>
			);
		case 'active': {
			const link = searchLink( adminUrl, features, settings?.instant_search_enabled === true );
			return (
				<>
					<p>{ __( 'Jetpack Search is powering search on your site.', 'jetpack' ) }</p>
					<p className="jp-search-card__link">
						<a href={ link.href }>
							{ link.kind === 'configure'
								? __( 'Configure your search experience', 'jetpack' )
								: __( 'Add a search widget to your site', 'jetpack' ) }
						</a>
					</p>
				</>
			);
		}
	}
}

export function SearchGlance() {
	return (
		<DashItem title={ __( 'Search', 'jetpack' ) } className="jp-search-card">
			<SearchBody />
		</DashItem>
	);
}
