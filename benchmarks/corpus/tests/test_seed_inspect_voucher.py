"""Uses the voucher seed fixture."""
from devtools.seed_inspect_voucher import seed_inspect_voucher


def test_seed_inspect_voucher():
    assert seed_inspect_voucher('sample') == 'sample'
