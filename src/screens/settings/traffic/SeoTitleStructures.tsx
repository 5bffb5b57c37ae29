/**
 * Page title structures, one per page type: a text field where a token is written in brackets ([site_name]),
 * buttons for the tokens that page type offers, and 'Preview: %s' with example values. An edit changes only the
 * part of the structure it touched: a stored token the buttons do not offer (an archives [date]) stays a token and
 * is saved back as one (docs/settings.md#seo).
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { SeoPageType, SeoTitlePart } from '../../../api/types';
import {
	allowedTitleTokens,
	editTitleFormat,
	formatTitleText,
	insertTitleToken,
	previewTitle,
	readTitleFormats,
	SEO_PAGE_TYPES,
} from '../../../lib/seo-title-formats';
import type { SeoTitleToken } from '../../../lib/seo-title-formats';
import type { SettingsForm } from '../../../state/settings/use-settings-form';
import { useSeoPreviewSite } from './use-seo-preview-site';

export const TITLE_FORMATS = 'advanced_seo_title_formats';

function pageTypeLabel( pageType: SeoPageType ): string {
	switch ( pageType ) {
		case 'front_page':
			return __( 'Front Page', 'jetpack' );
		case 'posts':
			return __( 'Posts', 'jetpack' );
		case 'pages':
			return __( 'Pages', 'jetpack' );
		case 'groups':
			return __( 'Tags', 'jetpack' );
		case 'archives':
			return __( 'Archives', 'jetpack' );
	}
}

function tokenLabel( token: SeoTitleToken ): string {
	switch ( token ) {
		case 'site_name':
			return __( 'Site Title', 'jetpack' );
		case 'tagline':
			return __( 'Tagline', 'jetpack' );
		case 'post_title':
			return __( 'Post Title', 'jetpack' );
		case 'page_title':
			return __( 'Page Title', 'jetpack' );
		case 'group_title':
			return __( 'Tag or Category Name', 'jetpack' );
		case 'date':
			return __( 'Date', 'jetpack' );
		case 'archive_title':
			return __( 'Archive Title', 'jetpack' );
	}
}

export function titleExamples() {
	return {
		title: __( 'Example Title', 'jetpack' ),
		group: __( 'Tag', 'jetpack' ),
		archive: __( 'Example Archive Title/Date', 'jetpack' ),
	};
}

export function SeoTitleStructures( { form }: { form: SettingsForm } ) {
	const site = useSeoPreviewSite();
	const formats = readTitleFormats( form.value( TITLE_FORMATS ) );
	const change = ( pageType: SeoPageType, parts: SeoTitlePart[] ) => form.set( TITLE_FORMATS, { ...formats, [ pageType ]: parts } );
	return (
		<div className="jp-seo-titles">
			<p>
				{ __(
					'You can set the structure of page titles for different sections of your site. Write a token in brackets, or insert it with its button.',
					'jetpack'
				) }
			</p>
			{ SEO_PAGE_TYPES.map( ( pageType ) => {
				const text = formatTitleText( formats[ pageType ] );
				return (
					<div key={ pageType } className="jp-seo-titles__type">
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ pageTypeLabel( pageType ) }
							value={ text }
							onChange={ ( next: string ) => change( pageType, editTitleFormat( pageType, formats[ pageType ], next ) ) }
						/>
						<div className="jp-seo-titles__tokens" role="group" aria-label={ sprintf(
							/* translators: %s: a kind of page, e.g. Posts. */
							__( 'Insert a token into the %s title', 'jetpack' ),
							pageTypeLabel( pageType )
						) }>
							{ allowedTitleTokens( pageType ).map( ( token ) => (
								<Button key={ token } variant="secondary" size="small" onClick={ () => change( pageType, insertTitleToken( formats[ pageType ], token ) ) }>
									{ tokenLabel( token ) }
								</Button>
							) ) }
						</div>
						<p className="jp-seo-titles__preview">
							{ sprintf(
								/* translators: %s: the title a page of this kind would get. */
								__( 'Preview: %s', 'jetpack' ),
								previewTitle( formats[ pageType ], site, titleExamples() )
							) }
						</p>
					</div>
				);
			} ) }
		</div>
	);
}
