"""Uses the webhook seed fixture."""
from devtools.seed_index_webhook import seed_index_webhook


def test_seed_index_webhook():
    assert seed_index_webhook('sample') == 'sample'
