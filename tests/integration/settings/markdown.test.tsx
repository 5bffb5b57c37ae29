/**
 * The two markdown switches on the demo backend (docs/settings.md#markdown-switches): Discussion's "Enable Markdown
 * use for comments" and Writing's "Write posts or pages in plain-text Markdown syntax" share the markdown module.
 * Each changes only its own option; the module follows a switch while the other one is off.
 */
import { screen } from '@testing-library/react';
import type { within } from '@testing-library/react';
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

const openComments = () => openCard( demo.backend, '#/discussion', 'Discussion', 'Comments' );
const openComposing = () => openCard( demo.backend, '#/writing', 'Writing', 'Composing' );

/** Clicks a switch of the card and waits until it shows the new state. */
async function flip( card: ReturnType< typeof within >, name: string, checked: boolean ) {
	await userEvent.click( card.getByRole( 'checkbox', { name } ) );
	await card.findByRole( 'checkbox', { name, checked } );
}

/** What the backend keeps: the module, markdown for posts, markdown for comments. */
const expectKept = ( markdown: boolean, posts: boolean, comments: boolean ) =>
	expect( stored() ).toMatchObject( { markdown, wpcom_publish_posts_with_markdown: posts, wpcom_publish_comments_with_markdown: comments } );

it( 'turns markdown for comments on and off with its module while markdown for posts is off, leaving posts alone', async () => {
	setMarkdown( false, false, false );
	const comments = await openComments();
	await flip( comments, COMMENTS, true );
	await screen.findByText( 'Updated settings.' );
	expectKept( true, false, true );

	await flip( comments, COMMENTS, false );
	expectKept( false, false, false );
} );

it( 'leaves markdown for posts off on Writing after comments were given markdown', async () => {
	setMarkdown( true, false, true );
	const composing = await openComposing();
	expect( composing.getByRole( 'checkbox', { name: POSTS } ) ).not.toBeChecked();
} );

it( 'changes only the comments option while markdown for posts is on, and the module stays on', async () => {
	setMarkdown( true, true, false );
	const comments = await openComments();
	await flip( comments, COMMENTS, true );
	expectKept( true, true, true );

	await flip( comments, COMMENTS, false );
	expectKept( true, true, false );
} );

it.each( [
	[ 'with its module while comments have none', false ],
	[ 'and leaves the module on while comments use it', true ],
] )( 'turns markdown for posts off %s', async ( _case, comments ) => {
	setMarkdown( true, true, comments );
	await flip( await openComposing(), POSTS, false );
	expectKept( comments, false, comments );
} );
