"""Uses the order seed fixture."""
from devtools.seed_sync_order import seed_sync_order


def test_seed_sync_order():
    assert seed_sync_order('sample') == 'sample'
