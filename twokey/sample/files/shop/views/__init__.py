"""Flask blueprints, one module per area of the site."""
