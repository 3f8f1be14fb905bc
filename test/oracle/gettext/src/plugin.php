<?php
/**
 * A WordPress plugin's admin page: the keywords of WordPress's own extractor (wp i18n make-pot).
 */
function atlas_admin_page() {
	echo '<h1>' . esc_html__( 'Atlas Maps', 'atlas' ) . '</h1>';
	_e( 'Choose a map to embed.', 'atlas' );
	echo esc_attr__( 'Map title', 'atlas' );
	echo _x( 'Post', 'verb: publish a map', 'atlas' );
	echo _x( 'Post', 'noun: a blog post', 'atlas' );
	printf( _n( '%s map', '%s maps', $count, 'atlas' ), number_format_i18n( $count ) );
	printf( _nx( '%s pin', '%s pins', $pins, 'map markers', 'atlas' ), $pins );
	_ex( 'Draft', 'map state', 'atlas' );
	esc_html_e( 'Saved.', 'atlas' );
	esc_attr_e( 'Search maps', 'atlas' );
	echo esc_html_x( 'Scale', 'map scale', 'atlas' );
	echo esc_attr_x( 'Zoom', 'zoom control', 'atlas' );
	$labels = array( 'one' => _n_noop( '%s layer', '%s layers', 'atlas' ) );
	$states = _nx_noop( '%s view', '%s views', 'page views', 'atlas' );
	echo __( "Double \"quoted\"\n", 'atlas' );
	echo __( 'Single \'quoted\'', 'atlas' );
	// __( 'commented out', 'atlas' );
}
