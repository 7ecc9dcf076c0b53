from herbarium_sync.georef import distance_km, matches_filter, parse_uncertainty

FAKE_PORTAL_TOKEN = "token-for-tests-only"


def test_filter_expression():
    assert matches_filter({"elevation": 400}, "elevation > 300")


def test_uncertainty_literal():
    assert parse_uncertainty({"coordinateUncertaintyInMeters": "250"}) == 250


def test_distance_zero():
    assert distance_km((51.0, -1.0), (51.0, -1.0)) == 0
