"""Uses the ledger seed fixture."""
from devtools.seed_lookup_ledger import seed_lookup_ledger


def test_seed_lookup_ledger():
    assert seed_lookup_ledger('sample') == 'sample'
