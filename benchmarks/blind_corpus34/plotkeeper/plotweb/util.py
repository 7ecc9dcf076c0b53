import json
from http.cookies import SimpleCookie
from urllib.parse import parse_qs

ROUTES = {}


def route(path):
    def deco(fn):
        ROUTES[path] = fn
        return fn

    return deco


def query(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def form(environ):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(size).decode("utf-8") if size else ""
    return {k: v[0] for k, v in parse_qs(body).items()}


def cookies(environ):
    jar = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    return {k: m.value for k, m in jar.items()}


def html_response(start_response, body, status="200 OK", headers=()):
    start_response(status, [("Content-Type", "text/html; charset=utf-8"), *headers])
    return [body.encode("utf-8")]


def json_response(start_response, obj, status="200 OK"):
    start_response(status, [("Content-Type", "application/json")])
    return [json.dumps(obj).encode("utf-8")]
