/**
 * The dashboard footer (docs/shell.md#footer): version and links, plus the development version's reset and dev tools.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { Loading } from '../../components/isolation/Loading';
import { getFooterItems } from './footer-links';
import type { FooterItem, FooterItemId } from './footer-links';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { failureReason } from '../../lib/failure-message';
import { showRetryableNotice } from '../../state/notices/retries';
import { selectCapabilities } from '../../state/selectors';
import { useResetOptionsMutation } from '../../state/settings/api';
import { reloadPage } from '../reload';
import './footer.css';

// Only development versions show the card: its code loads when it is first opened.
const DevToolsCard = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "dev-tools" */ '../dev-tools/DevToolsCard' ) ).DevToolsCard,
} ) );

type LinkId = Exclude< FooterItemId, 'version' | 'reset-options' | 'dev-tools' >;

// Built at render time: translations are not loaded yet when modules are first evaluated.
function linkLabel( id: LinkId ): string {
	switch ( id ) {
		case 'about':
			return __( 'About', 'jetpack' );
		case 'terms':
			return __( 'Terms', 'jetpack' );
		case 'privacy':
			return __( 'Privacy', 'jetpack' );
		case 'modules':
			return __( 'Modules', 'jetpack' );
		case 'debug':
			return __( 'Debug', 'jetpack' );
	}
}

function ResetOptionsButton() {
	const dispatch = useAppDispatch();
	const [ resetOptions, { isLoading } ] = useResetOptionsMutation();
	// Once confirmed, a failed reset's "Try again" sends it again without asking a second time.
	const reset = async () => {
		const result = await resetOptions( 'options' );
		if ( 'error' in result ) {
			showRetryableNotice(
				dispatch,
				{
					noticeId: 'reset-options',
					status: 'is-error',
					text: sprintf(
						/* translators: %s: why the reset failed, as the server said it. */
						__( 'The options could not be reset: %s', 'jetpack' ),
						failureReason( result.error )
					),
				},
				() => void reset()
			);
			return;
		}
		// Every screen read the old options from the page; a fresh load shows the defaults everywhere.
		reloadPage();
	};
	const onClick = () => {
		// The browser's own confirmation, as the spec asks.
		if ( window.confirm( __( 'This will reset all Jetpack options, are you sure?', 'jetpack' ) ) ) {
			void reset();
		}
	};
	return (
		<Button variant="link" className="jp-footer__link" onClick={ onClick } isBusy={ isLoading } disabled={ isLoading }>
			{ __( 'Reset Options', 'jetpack' ) }
		</Button>
	);
}

export function Footer() {
	const caps = useAppSelector( selectCapabilities );
	const { adminUrl, appPage, currentVersion, isDevVersion, devToolsAvailable } = useAppSelector( ( state ) => state.page );
	const [ devToolsOpen, setDevToolsOpen ] = useState( false );
	const items = getFooterItems( {
		isAtomic: caps.isAtomicSite,
		isSiteConnected: caps.isSiteConnected,
		canManageOptions: caps.userCanManageOptions,
		isDevVersion,
		devToolsAvailable: devToolsAvailable === true,
		adminUrl,
		appPage: appPage ?? 'jetpack',
	} );

	const renderItem = ( item: FooterItem ) => {
		switch ( item.id ) {
			case 'version':
				/* translators: %s: the plugin's version number. */
				return <span className="jp-footer__version">{ sprintf( __( 'Jetpack version %s', 'jetpack' ), currentVersion ) }</span>;
			case 'reset-options':
				return <ResetOptionsButton />;
			case 'dev-tools':
				return (
					<Button
						variant="link"
						className="jp-footer__link"
						aria-expanded={ devToolsOpen }
						aria-controls="jp-dev-tools"
						onClick={ () => setDevToolsOpen( ! devToolsOpen ) }
					>
						{ __( 'Dev Tools', 'jetpack' ) }
					</Button>
				);
			default:
				return item.external ? (
					<ExternalLink className="jp-footer__link" href={ item.href ?? '' }>
						{ linkLabel( item.id ) }
					</ExternalLink>
				) : (
					<a className="jp-footer__link" href={ item.href ?? '' }>
						{ linkLabel( item.id ) }
					</a>
				);
		}
	};

	return (
		<footer className="jp-footer">
			<ul className="jp-footer__links">
				{ items.map( ( item ) => (
					<li key={ item.id } className="jp-footer__item">
						{ renderItem( item ) }
					</li>
				) ) }
			</ul>
			{ isDevVersion && devToolsOpen && (
				<CardBoundary title={ __( 'Dev Tools', 'jetpack' ) }>
					<Suspense fallback={ <Loading /> }>
						<DevToolsCard />
					</Suspense>
				</CardBoundary>
			) }
		</footer>
	);
}
