"""Uses the supplier seed fixture."""
from devtools.seed_verify_supplier import seed_verify_supplier


def test_seed_verify_supplier():
    assert seed_verify_supplier('sample') == 'sample'
