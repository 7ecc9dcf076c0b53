import os
import uuid

from sanic import Blueprint
from sanic.exceptions import Forbidden, NotFound
from sanic.response import file, json

from . import config

bp = Blueprint("images", url_prefix="/images")


@bp.post("/upload")
async def upload(request):
    f = request.files.get("image")
    if f is None:
        return json({"error": "no file"}, status=400)
    dest = os.path.join(config.UPLOAD_ROOT, f.name)
    with open(dest, "wb") as out:
        out.write(f.body)
    return json({"stored": f.name})


@bp.get("/variant")
async def variant(request):
    product = request.args.get("product", "")
    filename = request.args.get("file", "medium.jpg")
    return await file(os.path.join(config.STATIC_ROOT, "products", product, filename))


@bp.get("/upload/<name>")
async def uploaded(request, name):
    root = os.path.realpath(config.UPLOAD_ROOT)
    path = os.path.realpath(os.path.join(root, name))
    if not path.startswith(root + os.sep):
        raise Forbidden("nope")
    if not os.path.exists(path):
        raise NotFound("missing")
    return await file(path)


@bp.post("/upload-safe")
async def upload_safe(request):
    f = request.files.get("image")
    ext = os.path.splitext(f.name)[1].lower() if f else ""
    if ext not in {".jpg", ".jpeg", ".png", ".webp"}:
        return json({"error": "bad type"}, status=400)
    name = f"{uuid.uuid4().hex}{ext}"
    with open(os.path.join(config.UPLOAD_ROOT, name), "wb") as out:
        out.write(f.body)
    return json({"stored": name})
