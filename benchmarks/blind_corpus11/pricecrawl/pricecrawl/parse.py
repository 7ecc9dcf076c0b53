from decimal import Decimal, InvalidOperation
from urllib.parse import urljoin

import lxml.html

PRICE_XPATHS = {
    "shop-a.example": "//span[@class='price']/text()",
    "www.shop-b.example": "//div[@itemprop='offers']//meta[@itemprop='price']/@content",
    "store.shop-c.example": "//p[contains(@class, 'product-price')]/text()",
}


def parse_product(host, url, body):
    doc = lxml.html.fromstring(body)
    raw = doc.xpath(PRICE_XPATHS[host])
    price = None
    if raw:
        try:
            price = Decimal(raw[0].strip().replace(",", ".").lstrip("€$ "))
        except InvalidOperation:
            price = None
    return {
        "url": url,
        "sku": (doc.xpath("string(//*[@itemprop='sku'])") or "").strip(),
        "name": (doc.xpath("string(//h1)") or "").strip(),
        "price": price,
        "links": [urljoin(url, a) for a in doc.xpath("//a/@href")],
    }


def meta_value(doc, name):
    return doc.xpath("//meta[@name=$n]/@content", n=name)


def field_value(doc, field):
    return doc.xpath("//*[@data-field='%s']/text()" % field)
