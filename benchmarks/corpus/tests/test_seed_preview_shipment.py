"""Uses the shipment seed fixture."""
from devtools.seed_preview_shipment import seed_preview_shipment


def test_seed_preview_shipment():
    assert seed_preview_shipment('sample') == 'sample'
