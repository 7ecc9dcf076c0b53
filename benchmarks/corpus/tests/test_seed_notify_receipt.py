"""Uses the receipt seed fixture."""
from devtools.seed_notify_receipt import seed_notify_receipt


def test_seed_notify_receipt():
    assert seed_notify_receipt('sample') == 'sample'
