/**
 * The post-by-email address is created, regenerated and deleted through the settings update
 * (docs/settings.md#post-by-email): POST settings { post_by_email_address: 'create' | 'regenerate' | 'delete' }. The
 * answer carries the new address.
 */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { PostByEmailAction, PostByEmailResponse } from './types';

const postByEmail = ( action: PostByEmailAction ) =>
	apiRequest< PostByEmailResponse >( { path: v4( 'settings' ), method: 'POST', data: { post_by_email_address: action } } );

export const createPostByEmailAddress = () => postByEmail( 'create' );
export const regeneratePostByEmailAddress = () => postByEmail( 'regenerate' );
export const deletePostByEmailAddress = () => postByEmail( 'delete' );
