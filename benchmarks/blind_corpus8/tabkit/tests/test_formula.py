import pytest

from tabkit import Table, derive, where


def t():
    return Table(["qty", "price", "region"], [[2, 3.0, "EU"], [5, 1.5, "US"]])


def test_derive():
    assert derive(t(), "total", "qty * price").column("total") == [6.0, 7.5]


def test_where():
    assert where(t(), "qty > 3 and region == 'US'").rows == [[5, 1.5, "US"]]


def test_where_rejects_calls():
    with pytest.raises(ValueError):
        where(t(), "__import__('os').system('id')")
