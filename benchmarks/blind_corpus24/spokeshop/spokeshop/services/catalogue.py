from urllib.parse import quote

from lxml import etree
from tornado.httpclient import AsyncHTTPClient

from .. import settings

_tree = None


def tree():
    global _tree
    if _tree is None:
        _tree = etree.parse(settings.CATALOGUE_XML, etree.XMLParser(resolve_entities=False, no_network=True))
    return _tree


def find_sku(sku):
    return tree().xpath("//part[@sku='%s']" % sku)


def by_brand(brand):
    return tree().xpath("//part[@brand=$b]", b=brand)


async def fetch_url(url):
    client = AsyncHTTPClient()
    return await client.fetch(url, request_timeout=8, follow_redirects=False)


async def supplier_thumb(part_no):
    url = settings.SUPPLIER_BASE + "images/" + quote(part_no, safe="") + "?size=thumb"
    return await AsyncHTTPClient().fetch(url, headers={"X-Api-Key": settings.SUPPLIER_API_KEY})
