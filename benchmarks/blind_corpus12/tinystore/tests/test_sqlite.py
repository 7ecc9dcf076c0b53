import pytest

from tinystore import Signer, open_store

SIGNING_KEY = "unit-test-signing-key"


@pytest.fixture
def store():
    return open_store("sqlite:///:memory:")


def test_roundtrip(store):
    store.put("a", {"x": 1})
    assert store.get("a") == {"x": 1}


def test_signer():
    s = Signer(SIGNING_KEY)
    assert s.verify(b"data", s.sign(b"data"))


def test_bad_table_name():
    with pytest.raises(ValueError):
        open_store("sqlite:///:memory:", table="x; DROP TABLE y")
