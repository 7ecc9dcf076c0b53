"""Uses the quota seed fixture."""
from devtools.seed_preview_quota import seed_preview_quota


def test_seed_preview_quota():
    assert seed_preview_quota('sample') == 'sample'
