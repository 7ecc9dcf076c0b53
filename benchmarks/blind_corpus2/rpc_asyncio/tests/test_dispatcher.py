import asyncio

import pytest

from rpcd import Dispatcher, RpcError
from rpcd.framing import decode, encode

TEST_CONFIG = {
    "ldap": {"uri": "ldap://localhost", "bind_dn": "cn=test", "bind_password": "test-only", "base": "dc=test"},
}


def test_unknown_method():
    d = Dispatcher(TEST_CONFIG)
    with pytest.raises(RpcError):
        asyncio.run(d.dispatch({"method": "__class__"}))


def test_roundtrip():
    frame = encode({"a": 1})
    assert decode("J", frame[5:]) == {"a": 1}


def test_list_methods():
    assert "calc" in Dispatcher(TEST_CONFIG).methods()
