import hashlib
import os
from urllib.parse import quote

import graphene
import httpx

from shop import db
from shop.auth import require_merchant

IMAGE_DIR = "/var/lib/shop/images"
CDN_BASE = "https://cdn.shop-assets.example.com/catalog/"
MAX_BYTES = 5 * 1024 * 1024


def _store(data: bytes) -> str:
    name = hashlib.sha1(data).hexdigest() + ".img"
    with open(os.path.join(IMAGE_DIR, name), "wb") as fh:
        fh.write(data)
    return name


def fetch_from_cdn(path: str) -> bytes:
    resp = httpx.get(CDN_BASE + quote(path.lstrip("/")), timeout=10.0)
    resp.raise_for_status()
    return resp.content


class SetProductImage(graphene.Mutation):
    """Attach an image to a product, either from our CDN or from any URL."""

    class Arguments:
        product_id = graphene.ID(required=True)
        url = graphene.String()
        cdn_path = graphene.String()

    image = graphene.String()

    def mutate(root, info, product_id, url=None, cdn_path=None):
        require_merchant(info.context)
        if cdn_path:
            data = fetch_from_cdn(cdn_path)
        else:
            resp = httpx.get(url, timeout=10.0, follow_redirects=True)
            resp.raise_for_status()
            data = resp.content
        if len(data) > MAX_BYTES:
            raise ValueError("image too large")
        name = _store(data)
        db.conn().execute("UPDATE product SET image_url = ? WHERE id = ?", (f"/images/{name}", int(product_id)))
        db.conn().commit()
        return SetProductImage(image=name)
