/**
 * The post-by-email address is created, regenerated and deleted through the settings update
 * (docs/settings.md#post-by-email): POST settings { post_by_email_address: 'create' | 'regenerate' | 'delete' }. The
 * answer carries the new address.
 */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { PostByEmailAction } from './types';

const postByEmail = ( action: PostByEmailAction ) => callRoute( ROUTES.updateSettings, { data: { post_by_email_address: action } } );

export const createPostByEmailAddress = () => postByEmail( 'create' );
export const regeneratePostByEmailAddress = () => postByEmail( 'regenerate' );
export const deletePostByEmailAddress = () => postByEmail( 'delete' );
