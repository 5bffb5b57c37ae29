/**
 * How the front page shows on Google, Facebook and Twitter, from the title structure and the meta description as
 * typed, shortened as each service shortens them.
 */
import { __ } from '@wordpress/i18n';
import {
	facebookDescription,
	facebookTitle,
	previewMedia,
	searchDescription,
	searchTitle,
	searchUrl,
	twitterDescription,
} from './seo-preview';
import { previewTitle, readTitleFormats } from '../../../lib/seo-title-formats';
import type { SettingsForm } from '../../../state/settings/use-settings-form';
import { META_DESCRIPTION } from './SeoMetaDescription';
import { TITLE_FORMATS, titleExamples } from './SeoTitleStructures';
import { useSeoPreviewSite } from './use-seo-preview-site';
import { textSetting, useTrafficPage } from './use-traffic-page';

export function SeoPreviews( { form }: { form: SettingsForm } ) {
	const site = useSeoPreviewSite();
	const { page, siteUrl, host } = useTrafficPage();
	const structure = readTitleFormats( form.value( TITLE_FORMATS ) ).front_page;
	const title = structure.length ? previewTitle( structure, site, titleExamples() ) : site.name;
	const description = textSetting( form.value( META_DESCRIPTION ) ) || site.tagline;
	const [ image ] = previewMedia( page.siteData.icon ? [ { type: 'image', url: page.siteData.icon } ] : [] );
	return (
		<div className="jp-seo-previews">
			<figure className="jp-seo-preview is-google" aria-label={ __( 'Google search preview', 'jetpack' ) }>
				<figcaption>{ __( 'Google', 'jetpack' ) }</figcaption>
				<p className="jp-seo-preview__url">{ searchUrl( siteUrl ) }</p>
				<p className="jp-seo-preview__title">{ searchTitle( title ) }</p>
				<p className="jp-seo-preview__description">{ searchDescription( description ) }</p>
			</figure>
			<figure className="jp-seo-preview is-facebook" aria-label={ __( 'Facebook preview', 'jetpack' ) }>
				<figcaption>{ __( 'Facebook', 'jetpack' ) }</figcaption>
				{ image && <img className="jp-seo-preview__image" src={ image.url } alt="" /> }
				<p className="jp-seo-preview__host">{ host.toUpperCase() }</p>
				<p className="jp-seo-preview__title">{ facebookTitle( title ) }</p>
				<p className="jp-seo-preview__description">{ facebookDescription( description ) }</p>
			</figure>
			<figure className="jp-seo-preview is-twitter" aria-label={ __( 'Twitter preview', 'jetpack' ) }>
				<figcaption>{ __( 'Twitter', 'jetpack' ) }</figcaption>
				{ image && <img className="jp-seo-preview__image" src={ image.url } alt="" /> }
				<p className="jp-seo-preview__title">{ title }</p>
				<p className="jp-seo-preview__description">{ twitterDescription( description ) }</p>
				<p className="jp-seo-preview__host">{ host }</p>
			</figure>
		</div>
	);
}
