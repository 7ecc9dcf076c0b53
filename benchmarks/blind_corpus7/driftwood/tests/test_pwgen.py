from driftwood import pwgen


def test_lengths():
    assert len(pwgen.password(12)) == 12
    assert len(pwgen.api_key(40)) == 40
    assert len(pwgen.temporary_pin()) == 6
