import os
import uuid

import pdfkit
from jinja2 import Environment, Template

from ..celery_app import app
from ..settings import INVOICE_DIR

GIFT_CARD = """<html><body style="font-family: serif">
<h1>A gift for {{ to }}</h1><p>{{ body }}</p><p class="amount">&pound;{{ amount }}</p></body></html>"""

_env = Environment(autoescape=True)


@app.task
def render_gift_card(to, message, amount):
    body = Template(message).render(to=to)
    html = _env.from_string(GIFT_CARD).render(to=to, body=body, amount=amount)
    out = os.path.join(INVOICE_DIR, f"gift-{uuid.uuid4().hex}.pdf")
    pdfkit.from_string(html, out)
    return out
