"""Uses the vendor seed fixture."""
from devtools.seed_approve_vendor import seed_approve_vendor


def test_seed_approve_vendor():
    assert seed_approve_vendor('sample') == 'sample'
