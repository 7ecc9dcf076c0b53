from darkroom.handlers import error_page, router
from darkroom.request import Request, Response


def application(environ, start_response):
    req = Request(environ)
    handler, args = router.match(req.method, req.path)
    if handler is None:
        return Response("<p>%s</p>" % args, status=args + (" Not Found" if args == "404" else " Method Not Allowed"))(start_response)
    try:
        resp = handler(req, **args)
    except Exception as exc:  # noqa: BLE001
        resp = error_page(exc)
    return resp(start_response)
