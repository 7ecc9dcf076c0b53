from decimal import Decimal

import pytest
from scrapy.exceptions import DropItem

from pricewatch.items import ProductItem
from pricewatch.pipelines import CleanPricePipeline


@pytest.mark.parametrize("raw,expected", [
    ("1.299,00 €", Decimal("1299.00")),
    ("$1,299.00", Decimal("1299.00")),
    ("19,99", Decimal("19.99")),
])
def test_clean_price(raw, expected):
    item = ProductItem(price=raw, url="http://x")
    assert CleanPricePipeline().process_item(item, None)["price"] == expected


def test_drop_without_price():
    with pytest.raises(DropItem):
        CleanPricePipeline().process_item(ProductItem(price="call us", url="http://x"), None)
