import base64
import hashlib
import hmac
import json
import os
import pickle
import re

from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from .. import db

PHOTO_ROOT = os.environ.get("GRAINSTORE_PHOTOS", "/var/lib/grainstore/photos")
SORT_COLUMNS = ("harvested", "moisture", "weight_t")
_ARITH = re.compile(r"[0-9.+\-*/() ]{1,40}")


@view_config(route_name="lots", renderer="json")
def list_lots(request):
    crop = request.params.get("crop", "wheat")
    sort = request.params.get("sort", "harvested")
    if sort not in SORT_COLUMNS:
        raise HTTPBadRequest("bad sort")
    rows = db.fetch("SELECT id, crop, harvested, moisture, weight_t FROM lots WHERE crop = ? ORDER BY " + sort, (crop,))
    return [dict(r) for r in rows]


@view_config(route_name="lot_photo")
def lot_photo(request):
    name = os.path.basename(request.matchdict["name"])
    lot_id = int(request.matchdict["lot_id"])
    path = os.path.join(PHOTO_ROOT, str(lot_id), name)
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)


@view_config(route_name="lot_blend", renderer="json")
def blend(request):
    spec = json.loads(request.body or b"{}")
    parts = {str(k): float(v) for k, v in spec.get("parts", {}).items()}
    total = sum(parts.values())
    correction = spec.get("correction", "1")
    if not _ARITH.fullmatch(correction) or "**" in correction:
        raise HTTPBadRequest("correction must be plain arithmetic")
    factor = eval(correction, {"__builtins__": {}}, {})
    return {"moisture": factor * sum(v / total for v in parts.values()) if total else 0}


def _signing_key(request):
    return request.registry.settings["grainstore.snapshot_key"].encode()


@view_config(route_name="lot_restore", request_method="POST", renderer="json")
def restore(request):
    payload, _, sig = request.body.partition(b".")
    expected = hmac.new(_signing_key(request), payload, hashlib.sha256).hexdigest().encode()
    if not hmac.compare_digest(sig, expected):
        raise HTTPBadRequest("bad signature")
    snapshot = pickle.loads(base64.b64decode(payload))
    return {"lots": len(snapshot)}
