import pytest

from keeperlog.utils import api_signature, cache_key, enclosure_code

HOOK_KEY = "test-hook-key"


def test_enclosure_code():
    assert enclosure_code("AQ-12") == "AQ-12"
    with pytest.raises(ValueError):
        enclosure_code("../etc")


def test_signature_changes_with_body():
    assert api_signature(HOOK_KEY, b"a") != api_signature(HOOK_KEY, b"b")


def test_cache_key_stable():
    assert cache_key("otters", 1) == cache_key("otters", 1)
