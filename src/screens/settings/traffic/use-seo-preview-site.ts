/** The site as the SEO previews show it: its title and tagline as the page printed them. */
import { useAppSelector } from '../../../state/hooks';

export function useSeoPreviewSite() {
	const name = useAppSelector( ( state ) => state.page.siteTitle );
	const tagline = useAppSelector( ( state ) => state.page.siteDescription ?? '' );
	return { name, tagline };
}
