/**
 * The Anti-spam card (docs/dashboard.md#anti-spam): the anti-spam plugin's state from GET module/akismet/data (not
 * asked offline): spam blocked so far, activation of a missing or inactive plugin, a key form for a missing or wrong
 * key, or no
 * data. Sites without a paid anti-spam feature see the upgrade below the states where nothing is counted.
 */
import { lazy, Suspense } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { AkismetData } from '../../../api/types';
import { DashItem } from '../../../components/dash-item/DashItem';
import { Loading } from '../../../components/isolation/Loading';
import { QueryView } from '../../../components/isolation/QueryView';
import { antiSpamView, fetchesAkismetData, hasPaidAntiSpam, showsAntiSpamUpgrade } from './anti-spam-card';
import type { AntiSpamView } from './anti-spam-card';
import { formatCount } from '../../../lib/locale';
import { useAppSelector } from '../../../state/hooks';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectCapabilities } from '../../../state/selectors';
import { CardBanner } from '../../../components/card-banner/CardBanner';
import { ActivateAkismet } from './ActivateAkismet';
import './anti-spam.css';

// Only a site whose saved key is missing or wrong shows the key form: its fields load when it does.
const AkismetKeyForm = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "akismet-key-form" */ './AkismetKeyForm' ) ).AkismetKeyForm,
} ) );

function activateText( installed: boolean, canActivate: boolean ): string {
	if ( installed ) {
		return canActivate
			? __( 'Akismet is installed but not active. Activate it to block spam in comments and forms automatically.', 'jetpack' )
			: __( 'Akismet is installed but not active. Ask a site administrator to activate it.', 'jetpack' );
	}
	return canActivate
		? __( 'Akismet, the anti-spam plugin, is not installed. Install and activate it to block spam in comments and forms automatically.', 'jetpack' )
		: __( 'Akismet, the anti-spam plugin, is not installed. Ask a site administrator to install and activate it.', 'jetpack' );
}

function AntiSpamState( { view }: { view: AntiSpamView } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	switch ( view.kind ) {
		case 'count':
			return (
				<>
					<p className="jp-anti-spam__count">
						{ sprintf(
							/* translators: %s: how many spam comments were blocked, formatted for the locale. */
							_n( '%s spam comment blocked', '%s spam comments blocked', view.count, 'jetpack' ),
							formatCount( view.count, locale )
						) }
					</p>
					<p>{ __( 'Akismet checks every new comment and form submission for spam.', 'jetpack' ) }</p>
				</>
			);
		case 'activate':
			return (
				<>
					<p>{ activateText( view.installed, view.canActivate ) }</p>
					{ view.canActivate && <ActivateAkismet installed={ view.installed } /> }
				</>
			);
		case 'invalid-key':
			return view.canEnterKey ? (
				<>
					<p>{ __( 'Akismet needs a valid API key to block spam. Enter your key or fix the one saved.', 'jetpack' ) }</p>
					<Suspense fallback={ <Loading /> }>
						<AkismetKeyForm />
					</Suspense>
				</>
			) : (
				<p>{ __( 'Akismet needs a valid API key to block spam. Ask a site administrator to enter one.', 'jetpack' ) }</p>
			);
		case 'no-data':
			return <p>{ __( 'The spam count is not available right now.', 'jetpack' ) }</p>;
	}
}

function AntiSpamBody( { data }: { data: AkismetData } ) {
	const caps = useAppSelector( selectCapabilities );
	const paid = useAppSelector( ( state ) => hasPaidAntiSpam( state.page.siteData.features ) );
	const view = antiSpamView( data, caps );
	return (
		<>
			<AntiSpamState view={ view } />
			{ showsAntiSpamUpgrade( view, paid ) && (
				<CardBanner text={ __( 'Block spam in comments and forms automatically with Jetpack Anti-spam.', 'jetpack' ) } feature="jetpack-anti-spam" />
			) }
		</>
	);
}

function AntiSpamData() {
	const query = useRouteRead( 'akismetData' );
	return (
		<QueryView query={ query } failedSummary={ __( 'The anti-spam status could not be loaded.', 'jetpack' ) }>
			{ ( data ) => <AntiSpamBody data={ data } /> }
		</QueryView>
	);
}

export function AntiSpamGlance() {
	const caps = useAppSelector( selectCapabilities );
	return (
		<DashItem title={ __( 'Anti-spam', 'jetpack' ) }>
			{ fetchesAkismetData( caps ) ? <AntiSpamData /> : <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p> }
		</DashItem>
	);
}
