"""Publishes finished pieces (with the customer's consent) to the public gallery."""
import html
import os

from .. import config
from ..celery_app import app
from ..db import cursor


@app.task
def publish(order_id, caption, photo_name):
    with cursor() as cur:
        cur.execute("SELECT customer_name, artwork_kind FROM orders WHERE id = %s", (int(order_id),))
        order = cur.fetchone()
    source = os.path.join(config.ARTWORK_DIR, f"{int(order_id)}-proof.jpg")
    target = os.path.join(config.GALLERY_DIR, photo_name)
    with open(source, "rb") as src, open(target, "wb") as dst:
        dst.write(src.read())
    card = f"<figure><img src='/gallery/{photo_name}'><figcaption>{caption}</figcaption></figure>\n"
    with open(os.path.join(config.GALLERY_DIR, "index.html"), "a") as page:
        page.write(card)
    return {"kind": order["artwork_kind"]}


@app.task
def publish_testimonial(order_id, quote_text):
    file_name = f"testimonial-{int(order_id)}.html"
    path = os.path.join(config.GALLERY_DIR, "testimonials", file_name)
    with open(path, "w") as fh:
        fh.write(f"<blockquote>{html.escape(quote_text)}</blockquote>")
    return file_name
