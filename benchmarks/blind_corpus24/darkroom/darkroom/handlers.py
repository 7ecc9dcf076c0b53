import html
import os
import traceback

from . import config, scans, session, store
from .request import Response
from .router import Router

router = Router()


def _user(req):
    return session.load(req.cookies.get("dr_sess")) or session.load_legacy(req.cookies.get("dr_legacy"))


@router.route("GET", "/")
def index(req):
    return Response("<h1>Darkroom lab</h1><p>%s</p>" % ", ".join(config.PROCESSES.values()))


@router.route("GET", "/orders")
def my_orders(req):
    email = req.query.get("email") or _user(req).get("email", "")
    rows = store.orders_for_email(email)
    body = "".join("<tr><td>%d</td><td>%s</td><td>%s</td></tr>" % (r["id"], html.escape(r["process"]), html.escape(r["status"])) for r in rows)
    return Response("<h2>Orders for %s</h2><table>%s</table>" % (html.escape(email), body))


@router.route("POST", "/orders")
def place_order(req):
    f = req.form
    if f.get("process") not in config.PROCESSES:
        return Response("<p>Unknown process: %s</p>" % f.get("process"), status="400 Bad Request")
    code = session.pickup_code()
    oid = store.new_order(f.get("email", ""), f["process"], int(f.get("rolls", 1)), code)
    resp = Response("", status="303 See Other")
    resp.headers.append(("Location", "/order/%d" % oid))
    resp.headers.append(("Set-Cookie", "dr_sess=%s; Path=/" % session.dump({"email": f.get("email", ""), "order": oid})))
    return resp


@router.route("GET", "/order/(?P<oid>[0-9]+)")
def show_order(req, oid):
    row = store.order(int(oid))
    if row is None:
        return Response("not found", status="404 Not Found")
    resp = Response("<p>Order %d: %s</p>" % (row["id"], html.escape(row["status"])))
    resp.headers.append(("Set-Cookie", "dr_last=%d; Path=/; Secure; HttpOnly; SameSite=Lax" % row["id"]))
    return resp


@router.route("GET", "/go")
def go(req):
    page = config.RETURN_PAGES.get(req.query.get("to"), "/")
    resp = Response("", status="302 Found")
    resp.headers.append(("Location", page))
    return resp


@router.route("GET", "/continue")
def cont(req):
    resp = Response("", status="302 Found")
    resp.headers.append(("Location", req.query.get("next", "/")))
    return resp


@router.route("GET", "/scan")
def scan(req):
    name = os.path.normpath(req.query.get("f", ""))
    path = os.path.join(config.SCAN_DIR, name)
    with open(path, "rb") as fh:
        return Response(fh.read(), content_type="image/jpeg")


@router.route("GET", "/thumb")
def thumb(req):
    root = os.path.realpath(config.SCAN_DIR)
    src = os.path.realpath(os.path.join(root, req.query.get("f", "")))
    if not src.startswith(root + os.sep):
        return Response("nope", status="403 Forbidden")
    dst = src + ".thumb.jpg"
    scans.thumbnail(src, dst, req.query.get("size", "320x320"))
    with open(dst, "rb") as fh:
        return Response(fh.read(), content_type="image/jpeg")


@router.route("POST", "/develop")
def develop(req):
    out = scans.develop_raw(req.form.get("upload", ""), req.form.get("roll", "0"))
    return Response("<p>developed to %s</p>" % html.escape(out))


def error_page(exc):
    if config.DEBUG:
        return Response("<pre>%s</pre>" % html.escape(traceback.format_exc()), status="500 Internal Server Error")
    return Response("<p>Something went wrong in the darkroom.</p>", status="500 Internal Server Error")
