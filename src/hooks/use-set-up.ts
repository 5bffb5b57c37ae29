/**
 * "Set up Jetpack": registers the site with the page's nonce and sends the browser to the provider's authorize page,
 * which brings the user back to `returnTo` (an admin page path with its query) once connected.
 */
import { registerSite } from '../api/connection';
import { useAppSelector } from '../state/hooks';
import { useLeaveFor } from './use-leave-for';

export const JETPACK_PAGE = 'admin.php?page=jetpack';

export function useSetUp( returnTo = JETPACK_PAGE ) {
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const nonce = useAppSelector( ( state ) => state.page.registrationNonce );
	return useLeaveFor( async () => {
		const answer = await registerSite( { registration_nonce: nonce, no_iframe: true, redirect_uri: `${ adminUrl }${ returnTo }` } );
		return answer.authorizeUrl;
	} );
}
