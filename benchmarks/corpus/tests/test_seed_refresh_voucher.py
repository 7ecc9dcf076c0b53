"""Uses the voucher seed fixture."""
from devtools.seed_refresh_voucher import seed_refresh_voucher


def test_seed_refresh_voucher():
    assert seed_refresh_voucher('sample') == 'sample'
