from bottlerack.models import Asset


def test_roundtrip():
    a = Asset(tag="A1", hostname="web01", rack="R3", unit=12)
    assert Asset(**a.to_dict()) == a
