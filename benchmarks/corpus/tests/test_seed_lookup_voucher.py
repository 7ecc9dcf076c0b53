"""Uses the voucher seed fixture."""
from devtools.seed_lookup_voucher import seed_lookup_voucher


def test_seed_lookup_voucher():
    assert seed_lookup_voucher('sample') == 'sample'
