"""Gallery pieces for sale and their photographs."""
import hashlib
import json
import os
import random

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response
from pyramid.view import view_config

from ..models import as_dicts


@view_config(route_name="gallery")
def gallery(request):
    pieces = as_dicts(request.db.execute("SELECT id, title, maker, price, image FROM pieces WHERE sold = 0"))
    random.shuffle(pieces)
    body = json.dumps(pieces).encode()
    etag = hashlib.md5(body).hexdigest()
    if request.if_none_match and etag in request.if_none_match:
        return Response(status=304)
    return Response(body=body, content_type="application/json", etag=etag)


@view_config(route_name="gallery_image")
def gallery_image(request):
    root = request.registry.settings["gatherglass.gallery"]
    name = os.path.basename(request.params.get("name", ""))
    path = os.path.join(root, name)
    if not name or not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="image/jpeg")
