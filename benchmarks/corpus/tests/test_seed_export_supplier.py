"""Uses the supplier seed fixture."""
from devtools.seed_export_supplier import seed_export_supplier


def test_seed_export_supplier():
    assert seed_export_supplier('sample') == 'sample'
