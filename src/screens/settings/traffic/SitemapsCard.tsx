/**
 * Sitemaps: the module switch; for a site search engines may index, the sitemap and news sitemap addresses with
 * copy and open links (said to be sent to search engines only when the site is not offline); for a hidden site, why they would not help and where to change it.
 */
import { Button, ExternalLink, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { showSitemapUrls } from './traffic-cards';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'sitemaps';

function SitemapUrl( { label, url }: { label: string; url: string } ) {
	const [ copied, setCopied ] = useState( false );
	const copy = async () => {
		try {
			await navigator.clipboard.writeText( url );
			setCopied( true );
		} catch {
			setCopied( false );
		}
	};
	return (
		<div className="jp-sitemaps__url">
			<p>
				<strong>{ label }</strong> <code>{ url }</code>
			</p>
			<Button
				variant="secondary"
				size="small"
				onClick={ () => void copy() }
				/* translators: %s: which sitemap, e.g. Sitemap. */
				label={ sprintf( __( 'Copy the %s address', 'jetpack' ), label ) }
				showTooltip={ false }
			>
				{ copied ? __( 'Copied!', 'jetpack' ) : __( 'Copy', 'jetpack' ) }
			</Button>{ ' ' }
			<ExternalLink href={ url }>
				{ sprintf(
					/* translators: %s: which sitemap, e.g. Sitemap. */
					__( 'Open %s', 'jetpack' ),
					label
				) }
			</ExternalLink>
		</div>
	);
}

export function SitemapsCard() {
	const { modules, settings, page, caps } = useTrafficPage();
	const extra = modules[ MODULE ]?.extra;
	const view = showSitemapUrls( settings[ MODULE ] === true, page.siteData.siteVisibleToSearchEngines, caps.isOfflineMode );
	return (
		<SettingsCard title={ __( 'Sitemaps', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Generate XML sitemaps', 'jetpack' ) } />
			{ view === 'hidden-site' && (
				<Notice status="warning" isDismissible={ false }>
					{ __( "Search engines can't access your site at the moment…", 'jetpack' ) }{ ' ' }
					<a href={ `${ page.adminUrl }options-reading.php` }>{ __( 'Reading settings', 'jetpack' ) }</a>
				</Notice>
			) }
			{ ( view === 'urls' || view === 'urls-offline' ) && extra && (
				<>
					<p>
						{ view === 'urls'
							? __( 'Good news: Jetpack is sending your sitemap automatically to all major search engines for indexing.', 'jetpack' )
							: __( 'Your site is in Offline Mode, so Jetpack does not send your sitemap to search engines. It is ready at these addresses.', 'jetpack' ) }
					</p>
					{ extra.sitemap_url && <SitemapUrl label={ __( 'Sitemap', 'jetpack' ) } url={ extra.sitemap_url } /> }
					{ extra.news_sitemap_url && <SitemapUrl label={ __( 'News Sitemap', 'jetpack' ) } url={ extra.news_sitemap_url } /> }
				</>
			) }
		</SettingsCard>
	);
}
