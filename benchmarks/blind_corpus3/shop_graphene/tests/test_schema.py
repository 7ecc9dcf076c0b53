import pytest

from shop.coupons import experiment_bucket
from shop.db import Query
from shop.mutations import _safe_formula


def test_query_builder_sql():
    q = Query("product").where("category", "shoes").order_by("price", desc=True).limit(5)
    assert q.sql() == "SELECT * FROM product WHERE category = 'shoes' ORDER BY price DESC LIMIT 5"


def test_safe_formula():
    assert _safe_formula("total * 0.9 - 5", 100) == 85.0
    with pytest.raises(ValueError):
        _safe_formula("__import__('os').system('id')", 100)


def test_bucket_is_stable():
    assert experiment_bucket(42, "checkout-v2") == experiment_bucket(42, "checkout-v2")
