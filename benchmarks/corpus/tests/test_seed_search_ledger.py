"""Uses the ledger seed fixture."""
from devtools.seed_search_ledger import seed_search_ledger


def test_seed_search_ledger():
    assert seed_search_ledger('sample') == 'sample'
