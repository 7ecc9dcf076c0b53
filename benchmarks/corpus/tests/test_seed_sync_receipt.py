"""Uses the receipt seed fixture."""
from devtools.seed_sync_receipt import seed_sync_receipt


def test_seed_sync_receipt():
    assert seed_sync_receipt('sample') == 'sample'
