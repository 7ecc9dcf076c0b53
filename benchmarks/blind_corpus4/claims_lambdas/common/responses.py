import json
import traceback

from . import config


def ok(body, status=200, headers=None):
    h = {"Content-Type": "application/json"}
    h.update(headers or {})
    return {"statusCode": status, "headers": h, "body": json.dumps(body, default=str)}


def error(exc, status=500):
    body = {"error": str(exc)}
    if config.DEBUG:
        body["trace"] = traceback.format_exc()
    return {"statusCode": status, "headers": {"Content-Type": "application/json"}, "body": json.dumps(body)}


def redirect(location, cookies=None):
    resp = {"statusCode": 302, "headers": {"Location": location}, "body": ""}
    if cookies:
        resp["cookies"] = cookies
    return resp
