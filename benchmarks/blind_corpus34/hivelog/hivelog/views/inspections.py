import hashlib
import html
import os

from aiohttp import web

from .. import repo


async def inspection_note(request):
    row = repo.inspection(request.app["db"], int(request.match_info["note_id"]))
    if row is None:
        raise web.HTTPNotFound()
    body = (
        f"<article><h2>{html.escape(row['apiary'])} &mdash; {row['visited']}</h2>"
        f"<p>{html.escape(row['notes'])}</p></article>"
    )
    return web.Response(text=body, content_type="text/html")


async def search(request):
    text = request.query.get("q", "")
    rows = repo.search_notes(request.app["db"], text)
    if not rows:
        page = "<p>No inspections mention <b>%s</b>.</p>" % text
        return web.Response(text=page, content_type="text/html")
    items = "".join(f'<li><a href="/inspections/{r["id"]}">{r["visited"]}</a></li>' for r in rows)
    return web.Response(text=f"<ul>{items}</ul>", content_type="text/html")


async def photo(request):
    media_root = request.app["settings"].media_root
    name = request.query.get("file", "")
    path = os.path.join(media_root, "inspections", name)
    if not os.path.isfile(path):
        raise web.HTTPNotFound()
    with open(path, "rb") as fh:
        data = fh.read()
    etag = hashlib.md5(data).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        raise web.HTTPNotModified()
    return web.Response(body=data, content_type="image/jpeg", headers={"ETag": etag})


async def upload_photo(request):
    root = os.path.realpath(os.path.join(request.app["settings"].media_root, "inspections"))
    reader = await request.multipart()
    field = await reader.next()
    filename = os.path.basename(field.filename or "photo.jpg")
    target = os.path.realpath(os.path.join(root, filename))
    if os.path.commonpath([root, target]) != root:
        raise web.HTTPBadRequest(text="bad file name")
    with open(target, "wb") as fh:
        while chunk := await field.read_chunk():
            fh.write(chunk)
    return web.json_response({"file": filename})


def setup(app):
    app.router.add_get(r"/inspections/{note_id:\d+}", inspection_note)
    app.router.add_get("/inspections/search", search)
    app.router.add_get("/inspections/photo", photo)
    app.router.add_post("/inspections/photo", upload_photo)
