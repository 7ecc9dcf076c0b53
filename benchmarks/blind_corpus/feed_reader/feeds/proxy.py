import base64
import hashlib

import requests
from flask import Blueprint, Response, request

bp = Blueprint("proxy", __name__, url_prefix="/img")


@bp.route("/<path:encoded>")
def image(encoded):
    url = base64.urlsafe_b64decode(encoded.encode()).decode()
    upstream = requests.get(url, timeout=5, stream=True)
    resp = Response(upstream.iter_content(8192), content_type=upstream.headers.get("Content-Type"))
    resp.headers["ETag"] = hashlib.md5(url.encode()).hexdigest()
    resp.headers["Cache-Control"] = "public, max-age=86400"
    if request.if_none_match and resp.headers["ETag"] in request.if_none_match:
        return Response(status=304)
    return resp
