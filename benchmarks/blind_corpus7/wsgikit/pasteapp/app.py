from wsgikit import Response, SessionMiddleware

from . import store, views

ROUTES = [
    ("/p/", views.show),
    ("/raw/", views.raw),
    ("/raw-id", views.raw_by_id),
    ("/attachment", views.attachment),
    ("/assets/", views.assets),
    ("/search", views.search),
    ("/preview", views.preview),
    ("/out", views.outbound),
    ("/go", views.outbound_named),
    ("/after-login", views.after_login),
    ("/back", views.back),
]


def _create(environ):
    from wsgikit import Request
    req = Request(environ)
    pid = store.create(req.form.get("title", "untitled")[:200], req.form.get("body", ""), environ.get("REMOTE_USER", "anon"))
    return Response("", status="303 See Other", headers=[("Location", "/p/" + pid)])


def _app(environ, start_response):
    path = environ.get("PATH_INFO", "/")
    if path == "/new" and environ.get("REQUEST_METHOD") == "POST":
        return _create(environ)(environ, start_response)
    for prefix, view in ROUTES:
        if path.startswith(prefix):
            return view(environ)(environ, start_response)
    return Response("<h1>pasteapp</h1>")(environ, start_response)


application = SessionMiddleware(_app)
