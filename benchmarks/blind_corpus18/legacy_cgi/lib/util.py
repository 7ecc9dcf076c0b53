import html
from urllib.parse import parse_qs


def query_params(environ):
    qs = parse_qs(environ.get("QUERY_STRING", ""), keep_blank_values=True)
    return {k: v[0] for k, v in qs.items()}


def form_params(environ):
    try:
        size = int(environ.get("CONTENT_LENGTH") or 0)
    except ValueError:
        size = 0
    body = environ["wsgi.input"].read(size).decode("utf-8", "replace")
    return {k: v[0] for k, v in parse_qs(body).items()}


def cookies(environ):
    out = {}
    for part in environ.get("HTTP_COOKIE", "").split(";"):
        if "=" in part:
            k, v = part.strip().split("=", 1)
            out[k] = v
    return out


def h(s):
    return html.escape(str(s), quote=True)
