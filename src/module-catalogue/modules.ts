/**
 * The plugin's module catalogue (docs/api.md#modules, docs/api.md#settings-map): every module the dashboard and
 * settings screens name, with its options, as the plugin reports them from GET module/all on a freshly connected
 * free-plan site. Settings that belong to no module are in SITE_OPTIONS. Each option name lives in exactly one place.
 * Both hosts read it: the demo site serves it, and php-shim/bin/generate-catalogue.mjs writes it into the WordPress
 * plugin, so it imports nothing at run time. The app never imports it.
 */
import type { Module, ModuleMap, ModuleOption, SettingValue } from '../api/types';
import type { PlanClass } from '../lib/plan-slugs';

type AutoActivate = 'Yes' | 'No' | 'Public';

/** What differs between modules; the rest of a Module is derived in `build`. */
interface ModuleDefinition {
	name: string;
	description: string;
	long_description: string;
	/** Defaults to the description. */
	short_description?: string;
	/** Path under https://jetpack.com/support/ */
	support: string;
	search_terms: string;
	additional_search_queries: string;
	feature: string[];
	module_tags: string[];
	requires_connection: boolean;
	requires_user_connection?: boolean;
	auto_activate: AutoActivate;
	/** Plan families that unlock the module; none means it is free. */
	plan_classes?: PlanClass[];
	/** Active on a freshly connected free-plan site. */
	activated?: boolean;
	/** '#/section' of the dashboard or a wp-admin path; none means not configurable. */
	configure?: string;
	options?: Record< string, ModuleOption >;
	extra?: Module[ 'extra' ];
}

function bool( value: boolean ): ModuleOption {
	return { type: 'boolean', default: value, current_value: value };
}

function integer( value: number ): ModuleOption {
	return { type: 'integer', default: value, current_value: value };
}

function text( value: string ): ModuleOption {
	return { type: 'string', default: value, current_value: value };
}

function choice( value: string, labels: Record< string, string > ): ModuleOption {
	return {
		type: 'string',
		default: value,
		current_value: value,
		enum: Object.keys( labels ),
		enum_labels: { ...labels },
	};
}

// Separate copies: editing current_value must never change the default.
function list( value: string[] ): ModuleOption {
	return { type: 'array', default: [ ...value ], current_value: [ ...value ] };
}

const PAID_PLANS: PlanClass[] = [
	'premium',
	'business',
	'security-t1',
	'security-t2',
	'daily-security',
	'realtime-security',
	'complete',
];

const ANTI_SPAM_PLANS: PlanClass[] = [ 'personal', ...PAID_PLANS, 'anti-spam' ];

function definitions( siteUrl: string ): Record< string, ModuleDefinition > {
	return {
		akismet: {
			name: 'Anti-spam',
			description: 'Automatically clear spam from comments and forms.',
			long_description:
				'Akismet checks every comment and contact form submission against a global spam database, so spam never reaches your moderation queue.',
			support: 'security/anti-spam',
			search_terms: 'akismet, anti-spam, antispam, spam',
			additional_search_queries: 'spam, comment spam, form spam, akismet, anti-spam, antispam, moderation',
			feature: [ 'Security' ],
			module_tags: [ 'Security', 'Recommended' ],
			requires_connection: true,
			auto_activate: 'No',
			plan_classes: [ ...ANTI_SPAM_PLANS ],
			configure: 'admin.php?page=akismet-key-config',
		},
		carousel: {
			name: 'Carousel',
			description: 'Display images and galleries in a gorgeous, full-screen browsing experience',
			long_description:
				'Turn galleries into a full-screen slideshow your visitors can browse with the keyboard or a swipe, with optional photo metadata and comments.',
			support: 'carousel',
			search_terms: 'gallery, carousel, lightbox',
			additional_search_queries:
				'gallery, carousel, diaporama, slideshow, images, lightbox, exif, metadata, image',
			feature: [ 'Appearance' ],
			module_tags: [ 'Photos and Videos' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/writing',
			options: {
				carousel_display_exif: bool( false ),
				carousel_display_comments: bool( true ),
				carousel_background_color: choice( 'black', { black: 'Black', white: 'White' } ),
			},
		},
		'comment-likes': {
			name: 'Comment Likes',
			description: 'Increase visitor engagement by adding a Like button to comments.',
			long_description:
				'Let readers like individual comments, so the most helpful replies stand out in the conversation.',
			support: 'comment-likes',
			search_terms: 'comment likes, likes',
			additional_search_queries: 'like widget, like button, like, likes',
			feature: [ 'Engagement' ],
			module_tags: [ 'Social' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/discussion',
		},
		comments: {
			name: 'Comments',
			description: 'Let visitors use a WordPress.com, Twitter, Facebook, or Google account to comment',
			long_description:
				'Replace the default comment form with one that lets visitors sign in with a social account, and customize its greeting and colors.',
			support: 'comments',
			search_terms: 'comments, comment form',
			additional_search_queries: 'comments, comment, facebook, twitter, google+, social',
			feature: [ 'Engagement' ],
			module_tags: [ 'Social' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/discussion',
			options: {
				highlander_comment_form_prompt: text( 'Leave a Reply' ),
				jetpack_comment_form_color_scheme: choice( 'light', {
					light: 'Light',
					dark: 'Dark',
					transparent: 'Transparent',
				} ),
			},
		},
		'contact-form': {
			name: 'Forms',
			description: 'Add a customizable contact form to any post or page using the Jetpack Form Block.',
			long_description:
				'Build contact forms, surveys and RSVP forms in the block editor. Responses are stored in your dashboard and emailed to you.',
			support: 'contact-form',
			search_terms: 'contact form, forms, feedback',
			additional_search_queries:
				'contact, form, grunion, feedback, submission, contact form, email, custom form, form builder, forms, survey, contact us',
			feature: [ 'Writing' ],
			module_tags: [ 'Other' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: 'edit.php?post_type=feedback',
		},
		'copy-post': {
			name: 'Copy Post',
			description: 'Enable the option to copy entire posts and pages, including tags and settings',
			long_description:
				'Duplicate an existing post or page, with its content, tags, categories and featured image, as a starting point for a new one.',
			support: 'copy-post',
			search_terms: 'copy, duplicate',
			additional_search_queries: 'copy, duplicate, clone, template',
			feature: [ 'Writing' ],
			module_tags: [ 'Writing' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/writing',
		},
		'custom-content-types': {
			name: 'Custom content types',
			description: 'Display different types of content on your site with custom content types.',
			long_description:
				'Add Testimonials and Portfolios as their own content types, with shortcodes to list them on any page.',
			support: 'custom-content-types',
			search_terms: 'portfolio, testimonials, custom post types',
			additional_search_queries:
				'cpt, custom post types, portfolio, portfolios, testimonial, testimonials',
			feature: [ 'Writing' ],
			module_tags: [ 'Writing' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/writing',
			options: {
				jetpack_testimonial: bool( false ),
				jetpack_portfolio: bool( false ),
				// How many items each content type's archive shows per page.
				jetpack_testimonial_posts_per_page: integer( 10 ),
				jetpack_portfolio_posts_per_page: integer( 10 ),
			},
		},
		'custom-css': {
			name: 'Custom CSS',
			description:
				"Adds options for CSS preprocessor use, disabling the theme's CSS, or custom image width.",
			long_description:
				'Extend the Customizer\'s Additional CSS with Sass and LESS preprocessors and the option to replace the theme\'s stylesheet.',
			support: 'custom-css',
			search_terms: 'css, custom css, style',
			additional_search_queries:
				'css, customize, custom, style, editor, less, sass, preprocessor, font, mobile, appearance, theme, stylesheet',
			feature: [ 'Appearance' ],
			module_tags: [ 'Appearance' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: 'customize.php?autofocus[section]=custom_css',
		},
		'enhanced-distribution': {
			name: 'Enhanced Distribution',
			description: 'Increase reach and traffic.',
			long_description:
				'Share your public posts and comments with search engines and other services in real time, so new content is found sooner.',
			support: 'enhanced-distribution',
			search_terms: 'distribution, firehose',
			additional_search_queries: 'google, seo, firehose, search, broadcast, broadcasting',
			feature: [ 'Engagement' ],
			module_tags: [ 'Writing' ],
			requires_connection: true,
			auto_activate: 'Public',
			activated: true,
		},
		'google-analytics': {
			name: 'Google Analytics',
			description: 'Set up Google Analytics without touching a line of code.',
			long_description:
				'Add your Google Analytics tracking ID and Jetpack inserts the tracking code on every page, with optional e-commerce tracking.',
			support: 'google-analytics',
			search_terms: 'google analytics, analytics',
			additional_search_queries: 'webmaster, google, analytics, console',
			feature: [ 'Engagement' ],
			module_tags: [ 'Site Stats' ],
			requires_connection: true,
			auto_activate: 'No',
			plan_classes: [ ...PAID_PLANS ],
			configure: '#/traffic',
		},
		'gravatar-hovercards': {
			name: 'Gravatar Hovercards',
			description: "Enable pop-up business cards over commenters' Gravatars.",
			long_description:
				'Show a small profile card with a bio and links when visitors hover over a commenter\'s Gravatar.',
			support: 'gravatar-hovercards',
			search_terms: 'gravatar, hovercards',
			additional_search_queries: 'gravatar, hovercards, avatar, profile',
			feature: [ 'Appearance' ],
			module_tags: [ 'Social', 'Appearance' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/discussion',
		},
		'infinite-scroll': {
			name: 'Infinite Scroll',
			description: 'Automatically load new content when a visitor scrolls',
			long_description:
				'Load the next posts as visitors reach the bottom of the page, or when they click a button, instead of using page links.',
			support: 'infinite-scroll',
			search_terms: 'infinite scroll, scroll',
			additional_search_queries: 'scroll, infinite, infinite scroll',
			feature: [ 'Appearance' ],
			module_tags: [ 'Appearance' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/writing',
			options: {
				// true loads on scroll, false shows a "load more" button.
				infinite_scroll: bool( true ),
			},
		},
		'json-api': {
			name: 'JSON API',
			description: 'Allow applications to securely access your content.',
			long_description:
				'Lets the WordPress.com apps and approved services read and manage your content through the WordPress.com REST API.',
			support: 'json-api',
			search_terms: 'api, json, rest',
			additional_search_queries: 'api, rest, develop, developers, json, klout, oauth',
			feature: [ 'Other' ],
			module_tags: [ 'Writing', 'Developers' ],
			requires_connection: true,
			auto_activate: 'Public',
			activated: true,
		},
		latex: {
			name: 'Beautiful Math',
			description: 'Use the LaTeX markup language to write mathematical equations and formulas',
			long_description:
				'Write $latex$ markup in posts and comments and it is rendered as crisp mathematical notation.',
			support: 'beautiful-math-with-latex',
			search_terms: 'latex, math',
			additional_search_queries: 'latex, math, equation, equations, formula, code',
			feature: [ 'Writing' ],
			module_tags: [ 'Writing' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/writing',
		},
		'lazy-images': {
			name: 'Lazy Images',
			description:
				'Speed up your site and create a smoother viewing experience by loading images as visitors scroll down the screen, instead of all at once.',
			long_description:
				'Images below the fold load only when a visitor scrolls to them, so pages become usable sooner.',
			short_description: 'Load images as visitors scroll to them.',
			support: 'lazy-images',
			search_terms: 'lazy load, images, speed',
			additional_search_queries:
				'mobile, theme, fast images, fast image, image, lazy, lazy load, lazyload, images, lazy images, thumbnail, image lazy load, lazy loading, load, loading',
			feature: [ 'Appearance', 'Jumpstart' ],
			module_tags: [ 'Photos and Videos', 'Recommended' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/performance',
		},
		likes: {
			name: 'Likes',
			description: 'Give visitors an easy way to show they appreciate your content.',
			long_description:
				'Add a Like button below posts so WordPress.com readers can show appreciation with one click.',
			support: 'likes',
			search_terms: 'likes, like button',
			additional_search_queries: 'like, likes, wordpress.com',
			feature: [ 'Engagement' ],
			module_tags: [ 'Social' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/sharing',
		},
		markdown: {
			name: 'Markdown',
			description: 'Write posts or pages in plain-text Markdown syntax',
			long_description:
				'Compose posts, pages and comments with Markdown: plain text with simple symbols for headings, links, lists and emphasis.',
			support: 'markdown',
			search_terms: 'markdown, md',
			additional_search_queries: 'md, markdown',
			feature: [ 'Writing' ],
			module_tags: [ 'Writing' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/writing',
			options: {
				wpcom_publish_posts_with_markdown: bool( false ),
				wpcom_publish_comments_with_markdown: bool( false ),
			},
		},
		masterbar: {
			name: 'WordPress.com Toolbar',
			description:
				'Replaces the admin bar with a useful toolbar to quickly manage your site via WordPress.com.',
			long_description:
				'Swap the WordPress admin bar for the WordPress.com toolbar, with quick access to your sites, notifications and the Reader.',
			support: 'masterbar',
			search_terms: 'toolbar, masterbar, admin bar',
			additional_search_queries: 'adminbar, masterbar, colorschemes',
			feature: [ 'Other' ],
			module_tags: [ 'General' ],
			requires_connection: true,
			requires_user_connection: true,
			auto_activate: 'No',
			configure: '#/writing',
		},
		monitor: {
			name: 'Downtime Monitor',
			description:
				"Jetpack's downtime monitoring will continuously watch your site and alert you the moment that downtime is detected.",
			long_description:
				'Your site is checked every five minutes. If it goes down you get an email, and another one when it is back up.',
			short_description: 'Get alerts when your site goes down.',
			support: 'monitor',
			search_terms: 'monitor, uptime, downtime',
			additional_search_queries:
				'monitor, uptime, downtime, monitoring, notifications, notification, status, alert, alerts',
			feature: [ 'Security', 'Recommended' ],
			module_tags: [ 'Recommended' ],
			requires_connection: true,
			requires_user_connection: true,
			auto_activate: 'No',
			configure: '#/security',
		},
		notes: {
			name: 'Notifications',
			description: 'Receive instant notifications of site comments and likes.',
			long_description:
				'Get notified of new comments, likes and follows in the toolbar and the WordPress.com apps, and reply without leaving the page.',
			support: 'notifications',
			search_terms: 'notifications, notes',
			additional_search_queries: 'notification, notifications, toolbar, adminbar, push, comments',
			feature: [ 'Other' ],
			module_tags: [ 'Other' ],
			requires_connection: true,
			requires_user_connection: true,
			auto_activate: 'Yes',
			activated: true,
		},
		photon: {
			name: 'Image CDN',
			description:
				"Mirrors and serves your images from our free and fast image CDN, improving your site's performance with no additional load on your servers.",
			long_description:
				'Images are resized, compressed and served from a global network close to your visitors, which makes pages load faster.',
			short_description: 'Serve images from a global CDN.',
			support: 'site-accelerator',
			search_terms: 'photon, image cdn, site accelerator, cdn',
			additional_search_queries:
				'photon, photo cdn, image cdn, speed, compression, resize, responsive images, responsive, content distribution network, optimize, page speed, image optimize, photon jetpack',
			feature: [ 'Recommended', 'Jumpstart', 'Appearance' ],
			module_tags: [ 'Photos and Videos', 'Appearance', 'Recommended' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/performance',
		},
		'photon-cdn': {
			name: 'Asset CDN',
			description:
				"Jetpack's Site Accelerator loads your site faster by optimizing your images and serving your images and static files from our global network of servers.",
			long_description:
				'Static files such as CSS and JavaScript of WordPress core, Jetpack and WooCommerce are served from a global CDN.',
			short_description: 'Serve static files from a global CDN.',
			support: 'site-accelerator',
			search_terms: 'site accelerator, cdn, assets',
			additional_search_queries:
				'site accelerator, accelerate, static, assets, javascript, css, files, performance, cdn, bandwidth, content delivery network, pagespeed, combine js, optimize css',
			feature: [ 'Recommended', 'Appearance' ],
			module_tags: [ 'Photos and Videos', 'Appearance', 'Recommended' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/performance',
		},
		'post-by-email': {
			name: 'Post by email',
			description: 'Publish posts by sending an email',
			long_description:
				'Get a private email address for your site: anything you send to it is published as a post.',
			support: 'post-by-email',
			search_terms: 'post by email, email',
			additional_search_queries: 'post by email, email',
			feature: [ 'Writing' ],
			module_tags: [ 'Writing' ],
			requires_connection: true,
			requires_user_connection: true,
			auto_activate: 'No',
			configure: '#/writing',
			options: {
				// The address itself; empty until one is created.
				post_by_email_address: text( '' ),
			},
		},
		protect: {
			name: 'Brute force protection',
			description:
				'Enabling brute force protection will prevent bots and hackers from attempting to log in to your website with common username and password combinations.',
			long_description:
				'Failed logins are checked against a network of millions of sites, and known attackers are blocked before they can guess a password.',
			short_description: 'Block malicious login attempts.',
			support: 'protect',
			search_terms: 'protect, brute force, login',
			additional_search_queries:
				'security, jetpack protect, secure, protection, botnet, brute force, protect, login, bot, password, passwords, strong passwords, strong password, wp-login.php, protect admin',
			feature: [ 'Security', 'Recommended' ],
			module_tags: [ 'Recommended' ],
			requires_connection: true,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/security',
			options: {
				// One IP address or range per line.
				jetpack_protect_global_whitelist: text( '' ),
			},
		},
		publicize: {
			name: 'Jetpack Social',
			description:
				"Share your site's posts on several social media networks automatically when you publish a new post.",
			long_description:
				'Connect Facebook, Tumblr, LinkedIn and more once, and every new post is shared to them when you publish.',
			short_description: 'Share new posts on social media automatically.',
			support: 'social',
			search_terms: 'social, publicize, sharing',
			additional_search_queries:
				'facebook, jetpack publicize, twitter, tumblr, linkedin, social, tweet, connections, sharing, social media, automated, automated sharing, auto publish, auto tweet, facebook auto post, facebook posting',
			feature: [ 'Engagement', 'Recommended' ],
			module_tags: [ 'Social', 'Recommended' ],
			requires_connection: true,
			requires_user_connection: true,
			auto_activate: 'Yes',
			configure: '#/sharing',
		},
		'related-posts': {
			name: 'Related posts',
			description:
				'Keep visitors engaged on your blog by highlighting relevant and new content at the bottom of each published post.',
			long_description:
				'Three related posts are shown below each post, chosen by our servers so your site does no extra work.',
			short_description: 'Show related content after posts.',
			support: 'related-posts',
			search_terms: 'related posts, related content',
			additional_search_queries:
				'related, jetpack related posts, related posts for wordpress, related posts, popular posts, popular, related content, related post, contextual, similar posts, related articles, related thumbnails, similar, engagement',
			feature: [ 'Engagement', 'Recommended' ],
			module_tags: [ 'Recommended' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/traffic',
			options: {
				show_headline: bool( true ),
				show_thumbnails: bool( false ),
			},
		},
		search: {
			name: 'Search',
			description:
				'Help visitors quickly find answers with highly relevant instant search results and powerful filtering.',
			long_description:
				'Replace the default search with a cloud-powered one: instant results as visitors type, spelling correction and filters.',
			short_description: 'Instant, relevant site search.',
			support: 'search',
			search_terms: 'search, instant search',
			additional_search_queries:
				'search, elastic, elastic search, elasticsearch, fast search, search results, search performance, google search, instant search, filters',
			feature: [ 'Search' ],
			module_tags: [ 'Search' ],
			requires_connection: true,
			auto_activate: 'No',
			plan_classes: [ 'business', 'complete', 'search' ],
			configure: '#/performance',
			options: {
				instant_search_enabled: bool( false ),
				has_jetpack_search_product: bool( false ),
			},
		},
		'seo-tools': {
			name: 'SEO Tools',
			description: 'Better results on search engines and social media.',
			long_description:
				'Customize page title structures and the front page meta description, and preview how your content appears on Google and social networks.',
			support: 'seo-tools',
			search_terms: 'seo, search engine optimization',
			additional_search_queries:
				'search engine optimization, social preview, meta description, custom title format, seo, open graph, search engine, title tag',
			feature: [ 'Traffic' ],
			module_tags: [ 'Social', 'Appearance' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/traffic',
			// advanced_seo_title_formats is an object, which a module option cannot hold: it is in SITE_OPTIONS.
			options: {
				advanced_seo_front_page_description: text( '' ),
			},
		},
		sharedaddy: {
			name: 'Sharing',
			description:
				'Add Twitter, Facebook and Google+ buttons at the bottom of each post, making it easy for visitors to share your content.',
			long_description:
				'Add sharing buttons for Facebook, X, LinkedIn, Pinterest, email and more below your posts and pages.',
			short_description: 'Add sharing buttons to posts.',
			support: 'sharing',
			search_terms: 'sharing, share buttons',
			additional_search_queries:
				'share, sharing, sharedaddy, social buttons, buttons, share facebook, share twitter, social media sharing, social media share, social share, icons, email, facebook, twitter, linkedin, pinterest, pocket, social widget, social media',
			feature: [ 'Engagement', 'Recommended' ],
			module_tags: [ 'Social', 'Recommended' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/sharing',
		},
		shortcodes: {
			name: 'Shortcode Embeds',
			description: 'Embed media from popular sites without any coding.',
			long_description:
				'Embed content from YouTube, Vimeo, SlideShare, SoundCloud and many more with simple shortcodes.',
			support: 'shortcode-embeds',
			search_terms: 'shortcodes, embeds',
			additional_search_queries:
				'shortcodes, shortcode, embeds, media, bandcamp, dailymotion, facebook, flickr, google calendars, google maps, recipe, scribd, slideshare, slideshow, soundcloud, ted, twitter, vimeo, youtube',
			feature: [ 'Writing' ],
			module_tags: [ 'Photos and Videos', 'Social', 'Writing', 'Appearance' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/writing',
		},
		shortlinks: {
			name: 'WP.me Shortlinks',
			description: 'Generates shorter links using the wp.me domain.',
			long_description:
				'Every post gets a short wp.me link that is easy to share on social media and in messages.',
			support: 'wp-me-shortlinks',
			search_terms: 'shortlinks, wp.me, shortened urls',
			additional_search_queries: 'shortlinks, wp.me',
			feature: [ 'Writing' ],
			module_tags: [ 'Social' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/traffic',
		},
		sitemaps: {
			name: 'Sitemaps',
			description: 'Make it easy for search engines to find your site.',
			long_description:
				'Generate XML sitemaps and a news sitemap, and tell search engines where to find them.',
			support: 'sitemaps',
			search_terms: 'sitemaps, sitemap, seo',
			additional_search_queries: 'sitemap, traffic, search, site map, seo',
			feature: [ 'Recommended', 'Traffic' ],
			module_tags: [ 'Recommended', 'Traffic' ],
			requires_connection: false,
			auto_activate: 'Public',
			activated: true,
			configure: '#/traffic',
			extra: {
				sitemap_url: `${ siteUrl }/sitemap.xml`,
				news_sitemap_url: `${ siteUrl }/news-sitemap.xml`,
			},
		},
		sso: {
			name: 'Secure Sign On',
			description: 'Allow users to log in to this site using WordPress.com accounts',
			long_description:
				'Users sign in with their WordPress.com account, with optional two-step authentication and matching of local accounts by email.',
			short_description: 'Log in with WordPress.com accounts.',
			support: 'sso',
			search_terms: 'sso, single sign on, login',
			additional_search_queries: 'sso, single sign on, login, log in, 2fa, two-factor',
			feature: [ 'Security' ],
			module_tags: [ 'Developers' ],
			requires_connection: true,
			requires_user_connection: true,
			auto_activate: 'No',
			configure: '#/security',
			options: {
				jetpack_sso_match_by_email: bool( true ),
				jetpack_sso_require_two_step: bool( false ),
			},
		},
		stats: {
			name: 'Jetpack Stats',
			description: 'Collect valuable traffic stats and insights.',
			long_description:
				'Simple, concise site stats with no additional load on your server: views, visitors, top posts, referrers and search terms.',
			support: 'jetpack-stats',
			search_terms: 'stats, statistics, traffic',
			additional_search_queries: 'statistics, tracking, analytics, views, traffic, stats',
			feature: [ 'Engagement' ],
			module_tags: [ 'Site Stats', 'Recommended' ],
			requires_connection: true,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/traffic',
			options: {
				admin_bar: bool( true ),
				count_roles: list( [ 'administrator' ] ),
				roles: list( [ 'administrator' ] ),
			},
		},
		subscriptions: {
			name: 'Subscriptions',
			description: 'Let visitors subscribe to new posts and comments via email',
			long_description:
				'Visitors can follow your site or a single conversation by email, from a widget, a block or the comment form.',
			support: 'subscriptions',
			search_terms: 'subscriptions, email, followers',
			additional_search_queries:
				'subscriptions, subscription, email, follow, followers, subscribers, signup, newsletter',
			feature: [ 'Engagement' ],
			module_tags: [ 'Social' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/discussion',
			options: {
				stb_enabled: bool( true ),
				stc_enabled: bool( true ),
			},
		},
		'tiled-gallery': {
			name: 'Tiled Galleries',
			description: 'Display image galleries in a variety of elegant arrangements.',
			long_description:
				'Show galleries as mosaics, squares, circles or columns, with images served through the image CDN.',
			support: 'tiled-galleries',
			search_terms: 'tiled gallery, gallery, mosaic',
			additional_search_queries: 'gallery, tiles, tiled, grid, mosaic, images',
			feature: [ 'Appearance' ],
			module_tags: [ 'Photos and Videos' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/performance',
			options: {
				tiled_galleries: bool( false ),
			},
		},
		vaultpress: {
			name: 'Backups and Scanning',
			description: 'Protect your site with daily or real-time backups and automated virus scanning and threat detection.',
			long_description:
				'The legacy VaultPress service backs up your content and files off-site and scans them for malware, with one-click restores.',
			short_description: 'Backups and security scanning.',
			support: 'backup',
			search_terms: 'backup, vaultpress, scan',
			additional_search_queries:
				'backup, cloud backup, database backup, restore, wordpress backup, backup plugin, wordpress backup plugin, back up, backup wordpress, backwpup, vaultpress, backups, off-site backups, offsite backup, offsite, off-site, antivirus, malware scanner, security, virus, viruses, prevent viruses, scan, anti-virus, antimalware, protection, safe browsing, malware, wp security, wordpress security',
			feature: [ 'Security' ],
			module_tags: [ 'Other' ],
			requires_connection: true,
			auto_activate: 'No',
			plan_classes: [ 'personal', 'premium', 'business' ],
			configure: '#/security',
		},
		'verification-tools': {
			name: 'Site verification',
			description: "Establish your site's authenticity with external services.",
			long_description:
				'Add the verification codes of Google, Bing, Pinterest, Yandex and Facebook to prove you own the site.',
			support: 'site-verification-tools',
			search_terms: 'verification, webmaster tools',
			additional_search_queries: 'webmaster, seo, google, bing, pinterest, search, console',
			feature: [ 'Engagement' ],
			module_tags: [ 'Other' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/traffic',
			options: {
				google: text( '' ),
				bing: text( '' ),
				pinterest: text( '' ),
				yandex: text( '' ),
				facebook: text( '' ),
			},
		},
		videopress: {
			name: 'VideoPress',
			description:
				'Save on hosting storage and bandwidth costs by streaming fast, ad-free video from our global network.',
			long_description:
				'Upload videos to the media library and they are transcoded and streamed from a global network, with an ad-free player.',
			short_description: 'Fast, ad-free video hosting.',
			support: 'videopress',
			search_terms: 'video, videopress, hosting',
			additional_search_queries: 'video, videos, videopress, video gallery, video player, videoplayer, mobile video, vimeo, youtube, html5 video, stream',
			feature: [ 'Writing' ],
			module_tags: [ 'Photos and Videos' ],
			requires_connection: true,
			auto_activate: 'No',
			configure: '#/performance',
			options: {
				videopress_private_enabled_for_site: bool( false ),
			},
		},
		waf: {
			name: 'Firewall',
			description: "Protect your site with Jetpack's Web Application Firewall",
			long_description:
				'A web application firewall filters requests before they reach WordPress, with IP allow and block lists.',
			support: 'firewall',
			search_terms: 'firewall, waf',
			additional_search_queries: 'security, firewall, waf, block list, allow list, ip',
			feature: [ 'Security' ],
			module_tags: [ 'Firewall', 'WAF' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/security',
			options: {
				jetpack_waf_ip_list: bool( false ),
				// One IP address or range per line.
				jetpack_waf_ip_allow_list: text( '' ),
				jetpack_waf_ip_block_list: text( '' ),
				jetpack_waf_share_data: bool( false ),
			},
		},
		'widget-visibility': {
			name: 'Widget Visibility',
			description: 'Control where widgets appear on your site.',
			long_description:
				'Show or hide each widget on specific pages, posts, categories, tags or for logged-in users.',
			support: 'widget-visibility',
			search_terms: 'widget visibility, widgets',
			additional_search_queries: 'widget visibility, logic, conditional, widgets, widget',
			feature: [ 'Appearance' ],
			module_tags: [ 'Appearance' ],
			requires_connection: false,
			auto_activate: 'No',
			configure: '#/writing',
		},
		widgets: {
			name: 'Extra Sidebar Widgets',
			description: 'Provides additional widgets for use on your site.',
			long_description:
				'Add images, social icons, a Twitter timeline, top posts, Gravatar profiles and more to your sidebars.',
			support: 'extra-sidebar-widgets',
			search_terms: 'widgets, sidebar',
			additional_search_queries: 'widget, widgets, facebook, gallery, twitter, gravatar, image, rss',
			feature: [ 'Appearance' ],
			module_tags: [ 'Social', 'Appearance' ],
			requires_connection: false,
			auto_activate: 'Yes',
			activated: true,
			configure: '#/writing',
		},
		wordads: {
			name: 'Ads',
			description: 'Earn income by allowing Jetpack to display high quality ads.',
			long_description:
				'Show high-quality ads from trusted advertisers on your site and earn money from your traffic.',
			support: 'ads',
			search_terms: 'ads, advertising, wordads',
			additional_search_queries: 'advertising, ad codes, ads',
			feature: [ 'Traffic' ],
			module_tags: [ 'Traffic', 'Appearance' ],
			requires_connection: true,
			auto_activate: 'No',
			plan_classes: [ ...PAID_PLANS ],
			configure: '#/traffic',
			options: {
				wordads_display_front_page: bool( true ),
				wordads_display_post: bool( true ),
				wordads_display_page: bool( true ),
				wordads_display_archive: bool( true ),
				enable_header_ad: bool( true ),
				wordads_second_belowpost: bool( true ),
				wordads_ccpa_enabled: bool( false ),
				wordads_ccpa_privacy_policy_url: text( '' ),
				wordads_custom_adstxt_enabled: bool( false ),
				wordads_custom_adstxt: text( '' ),
			},
		},
		'woocommerce-analytics': {
			name: 'WooCommerce Analytics',
			description: 'Enhanced analytics for WooCommerce and Jetpack users.',
			long_description:
				'Track store events such as product views, cart changes and checkouts to understand how customers shop.',
			support: 'woocommerce-analytics',
			search_terms: 'woocommerce, analytics',
			additional_search_queries: 'woocommerce, analytics, stats, statistics, tracking, views',
			feature: [ 'Engagement' ],
			module_tags: [ 'Other', 'Recommended' ],
			requires_connection: true,
			// Auto-activated only once WooCommerce is installed, which the demo site is not.
			auto_activate: 'Yes',
		},
	};
}

function configureUrl( siteUrl: string, target: string | undefined ): string {
	if ( ! target ) {
		return '';
	}
	const admin = `${ siteUrl }/wp-admin/`;
	return target.startsWith( '#' ) ? `${ admin }admin.php?page=jetpack${ target }` : `${ admin }${ target }`;
}

function build( slug: string, definition: ModuleDefinition, siteUrl: string ): Module {
	const planClasses = definition.plan_classes ?? [];
	const module: Module = {
		module: slug,
		name: definition.name,
		description: definition.description,
		long_description: definition.long_description,
		short_description: definition.short_description ?? definition.description,
		learn_more_button: `https://jetpack.com/support/${ definition.support }/`,
		search_terms: definition.search_terms,
		additional_search_queries: definition.additional_search_queries,
		feature: definition.feature,
		module_tags: definition.module_tags,
		activated: definition.activated ?? false,
		available: true,
		requires_connection: definition.requires_connection,
		requires_user_connection: definition.requires_user_connection ?? false,
		auto_activate: definition.auto_activate,
		free: planClasses.length === 0,
		plan_classes: planClasses,
		override: false,
		options: definition.options ?? {},
		configurable: Boolean( definition.configure ),
		configure_url: configureUrl( siteUrl, definition.configure ),
	};
	if ( definition.extra ) {
		module.extra = definition.extra;
	}
	return module;
}

/**
 * The whole module catalogue, freshly built on each call (nothing is shared between calls), as a connected
 * free-plan site has it. URLs in it (sitemaps, configure links) are built from `siteUrl`.
 */
export function createModuleCatalogue( siteUrl = 'http://127.0.0.1:8080' ): ModuleMap {
	const root = siteUrl.replace( /\/+$/, '' );
	const catalogue: ModuleMap = {};
	for ( const [ slug, definition ] of Object.entries( definitions( root ) ) ) {
		catalogue[ slug ] = build( slug, definition, root );
	}
	return catalogue;
}

export interface SiteOption {
	type: ModuleOption[ 'type' ];
	default: SettingValue;
}

function deepFreeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( deepFreeze );
		Object.freeze( value );
	}
	return value;
}

/**
 * Settings that belong to no module (docs/api.md#settings-map, docs/api.md#data-shapes): keys, dismissals and the
 * blocks switch. Frozen, since scenarios copy the defaults into state: use createSiteOptionDefaults() for values to
 * edit.
 */
export const SITE_OPTIONS: Record< string, SiteOption > = deepFreeze( {
	wordpress_api_key: { type: 'string', default: '' },
	dismiss_dash_app_card: { type: 'boolean', default: false },
	dismiss_empty_stats_card: { type: 'boolean', default: false },
	dismiss_dash_backup_getting_started: { type: 'boolean', default: false },
	dismiss_dash_agencies_learn_more: { type: 'boolean', default: false },
	jetpack_blocks_disabled: { type: 'boolean', default: false },
	// Belongs to seo-tools, but ModuleOption values cannot be objects.
	advanced_seo_title_formats: {
		type: 'object',
		default: { front_page: [], posts: [], pages: [], groups: [], archives: [] },
	},
} satisfies Record< string, SiteOption > );

/**
 * Settings whose values only users who may manage the site read (docs/wordpress-plugin.md#security-model): every
 * host leaves them out of what it answers or prints for anyone else. Name => why it is secret.
 */
export const SECRET_SETTINGS: Readonly< Record< string, string > > = Object.freeze( {
	wordpress_api_key: 'the Akismet API key, which spends the key owner\'s account',
	jetpack_protect_global_whitelist: 'addresses brute force protection never blocks',
	jetpack_waf_ip_allow_list: 'addresses the firewall always lets through',
	jetpack_waf_ip_block_list: 'addresses the firewall blocks, which tells who is watched',
} );

/**
 * Settings the provider decides (the plan, an address it issues): a settings save may restate them, never change
 * them (docs/wordpress-plugin.md#security-model). The post-by-email address changes only through its actions.
 */
export const PROVIDER_SETTINGS: readonly string[] = Object.freeze( [ 'has_jetpack_search_product', 'post_by_email_address' ] );

/**
 * The longest value a string setting may hold, and the most items a list setting may hold: no single request can
 * grow what every page loads (docs/wordpress-plugin.md#storage).
 */
export const SETTING_LIMITS = Object.freeze( { stringLength: 20000, listItems: 100 } );

/** Fresh, editable default values of SITE_OPTIONS. */
export function createSiteOptionDefaults(): Record< string, SettingValue > {
	return Object.fromEntries(
		Object.entries( SITE_OPTIONS ).map( ( [ name, option ] ) => [ name, cloneSetting( option.default ) ] )
	);
}

// JSON round trip: settings are plain data.
function cloneSetting( value: SettingValue ): SettingValue {
	return value && typeof value === 'object' ? ( JSON.parse( JSON.stringify( value ) ) as SettingValue ) : value;
}
