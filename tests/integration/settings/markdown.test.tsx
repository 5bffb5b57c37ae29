/**
 * The two markdown switches on the demo backend (docs/settings.md#markdown-switches): Discussion's "Enable Markdown
 * use for comments" and Writing's "Write posts or pages in plain-text Markdown syntax" share the markdown module.
 * Each changes only its own option; the module follows a switch while the other one is off.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { openCard } from '../../support/render';

const demo = setupDemoBackend();
const stored = () => readSettings( demo.backend.state );
const COMMENTS = 'Enable Markdown use for comments';
const POSTS = 'Write posts or pages in plain-text Markdown syntax';

function setMarkdown( active: boolean, posts: boolean, comments: boolean ) {
	demo.backend.update( ( state ) => {
		const markdown = state.modules.markdown;
		if ( ! markdown?.options.wpcom_publish_posts_with_markdown || ! markdown.options.wpcom_publish_comments_with_markdown ) {
			throw new Error( 'The demo catalogue lost the markdown options.' );
		}
		markdown.activated = active;
		markdown.options.wpcom_publish_posts_with_markdown.current_value = posts;
		markdown.options.wpcom_publish_comments_with_markdown.current_value = comments;
	} );
}

const openSection = ( route: string, heading: string, card: string ) => openCard( demo.backend, route, heading, card );

it( 'turns markdown for comments on and off with its module while markdown for posts is off, leaving posts alone', async () => {
	setMarkdown( false, false, false );
	const comments = await openSection( '#/discussion', 'Discussion', 'Comments' );
	await userEvent.click( comments.getByRole( 'checkbox', { name: COMMENTS } ) );
	await comments.findByRole( 'checkbox', { name: COMMENTS, checked: true } );
	await screen.findByText( 'Updated settings.' );
	expect( stored() ).toMatchObject( { markdown: true, wpcom_publish_comments_with_markdown: true, wpcom_publish_posts_with_markdown: false } );

	await userEvent.click( comments.getByRole( 'checkbox', { name: COMMENTS } ) );
	await comments.findByRole( 'checkbox', { name: COMMENTS, checked: false } );
	expect( stored() ).toMatchObject( { markdown: false, wpcom_publish_comments_with_markdown: false, wpcom_publish_posts_with_markdown: false } );
} );

it( 'leaves markdown for posts off on Writing after comments were given markdown', async () => {
	setMarkdown( true, false, true );
	const composing = await openSection( '#/writing', 'Writing', 'Composing' );
	expect( composing.getByRole( 'checkbox', { name: POSTS } ) ).not.toBeChecked();
} );

it( 'changes only the comments option while markdown for posts is on, and the module stays on', async () => {
	setMarkdown( true, true, false );
	const comments = await openSection( '#/discussion', 'Discussion', 'Comments' );
	await userEvent.click( comments.getByRole( 'checkbox', { name: COMMENTS } ) );
	await comments.findByRole( 'checkbox', { name: COMMENTS, checked: true } );
	expect( stored() ).toMatchObject( { markdown: true, wpcom_publish_comments_with_markdown: true, wpcom_publish_posts_with_markdown: true } );

	await userEvent.click( comments.getByRole( 'checkbox', { name: COMMENTS } ) );
	await comments.findByRole( 'checkbox', { name: COMMENTS, checked: false } );
	expect( stored() ).toMatchObject( { markdown: true, wpcom_publish_comments_with_markdown: false, wpcom_publish_posts_with_markdown: true } );
} );

it( 'turns markdown for posts off with its module while comments have none, and only the posts option while they do', async () => {
	setMarkdown( true, true, false );
	const composing = await openSection( '#/writing', 'Writing', 'Composing' );
	await userEvent.click( composing.getByRole( 'checkbox', { name: POSTS } ) );
	await composing.findByRole( 'checkbox', { name: POSTS, checked: false } );
	expect( stored() ).toMatchObject( { markdown: false, wpcom_publish_posts_with_markdown: false, wpcom_publish_comments_with_markdown: false } );
} );

it( 'turns markdown for posts off and leaves the module on while comments use it', async () => {
	setMarkdown( true, true, true );
	const composing = await openSection( '#/writing', 'Writing', 'Composing' );
	await userEvent.click( composing.getByRole( 'checkbox', { name: POSTS } ) );
	await composing.findByRole( 'checkbox', { name: POSTS, checked: false } );
	expect( stored() ).toMatchObject( { markdown: true, wpcom_publish_posts_with_markdown: false, wpcom_publish_comments_with_markdown: true } );
} );
