"""Uses the claim seed fixture."""
from devtools.seed_lookup_claim import seed_lookup_claim


def test_seed_lookup_claim():
    assert seed_lookup_claim('sample') == 'sample'
