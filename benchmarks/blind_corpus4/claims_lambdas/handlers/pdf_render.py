import base64
import io
import json
from urllib.parse import quote

import requests
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from common import config, responses


def _logo(spec):
    if spec.get("logo_url"):
        resp = requests.get(spec["logo_url"], timeout=5)
    else:
        resp = requests.get(f"{config.ASSET_CDN}/logos/{quote(spec.get('logo_id', 'default'), safe='')}.png", timeout=5)
    resp.raise_for_status()
    return ImageReader(io.BytesIO(resp.content))


def handler(event, context):
    spec = json.loads(event.get("body") or "{}")
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    try:
        c.drawImage(_logo(spec), 40, 760, width=120, height=50, mask="auto")
    except Exception as exc:
        return responses.error(exc, 400)
    c.drawString(40, 720, "Quote %s" % spec.get("quote_no", ""))
    c.showPage()
    c.save()
    return {"statusCode": 200, "isBase64Encoded": True,
            "headers": {"Content-Type": "application/pdf"},
            "body": base64.b64encode(buf.getvalue()).decode()}
