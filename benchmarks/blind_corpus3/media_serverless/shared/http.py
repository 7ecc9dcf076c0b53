import json


def json_response(body, status=200, headers=None):
    h = {"Content-Type": "application/json"}
    h.update(headers or {})
    return {"statusCode": status, "headers": h, "body": json.dumps(body)}


def html_response(html, status=200):
    return {"statusCode": status, "headers": {"Content-Type": "text/html; charset=utf-8"}, "body": html}


def redirect(location, permanent=False):
    return {"statusCode": 301 if permanent else 302, "headers": {"Location": location}, "body": ""}


def query(event):
    return event.get("queryStringParameters") or {}
