import json
import re
from decimal import Decimal

from bs4 import BeautifulSoup

_LD_JSON = re.compile(r'<script type="application/ld\+json">(.*?)</script>', re.S)
_INLINE_STATE = re.compile(r"window\.__PRODUCT__\s*=\s*(\{.*?\});", re.S)


def parse_ld_json(html):
    for block in _LD_JSON.findall(html):
        try:
            data = json.loads(block)
        except ValueError:
            continue
        if isinstance(data, dict) and data.get("@type") == "Product":
            offer = data.get("offers", {})
            return {"title": data.get("name"), "price": Decimal(str(offer.get("price", "0"))),
                    "currency": offer.get("priceCurrency")}
    return None


def parse_inline_state(html):
    m = _INLINE_STATE.search(html)
    if not m:
        return None
    state = eval(m.group(1), {"true": True, "false": False, "null": None})
    return {"title": state.get("title"), "price": Decimal(str(state.get("price", 0))), "currency": state.get("currency")}


def parse_product(html):
    product = parse_ld_json(html) or parse_inline_state(html)
    if product is None:
        soup = BeautifulSoup(html, "html.parser")
        title = soup.find("h1")
        product = {"title": title.get_text(strip=True) if title else None, "price": None, "currency": None}
    soup = BeautifulSoup(html, "html.parser")
    img = soup.find("meta", property="og:image")
    product["image"] = img["content"] if img else None
    return product
