import decimal
import json


class _Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, decimal.Decimal):
            return float(o)
        if hasattr(o, "isoformat"):
            return o.isoformat()
        return super().default(o)


def json_response(body, status=200, headers=None):
    h = {"Content-Type": "application/json"}
    h.update(headers or {})
    return {"statusCode": status, "headers": h, "body": json.dumps(body, cls=_Encoder)}


def html_response(markup, status=200):
    return {"statusCode": status, "headers": {"Content-Type": "text/html; charset=utf-8"}, "body": markup}


def query_params(event):
    return event.get("queryStringParameters") or {}
