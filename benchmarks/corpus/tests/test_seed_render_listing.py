"""Uses the listing seed fixture."""
from devtools.seed_render_listing import seed_render_listing


def test_seed_render_listing():
    assert seed_render_listing('sample') == 'sample'
