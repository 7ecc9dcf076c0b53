"""Short links: GET /s/{code} redirects, GET /go?to=... is the legacy tracker."""
import boto3

from shared.config import LINKS_TABLE, PUBLIC_HOST
from shared.http import json_response, query, redirect

table = boto3.resource("dynamodb").Table(LINKS_TABLE)


def resolve_handler(event, context):
    code = (event.get("pathParameters") or {}).get("code", "")
    item = table.get_item(Key={"code": code}).get("Item")
    if not item:
        return json_response({"error": "unknown link"}, 404)
    table.update_item(Key={"code": code}, UpdateExpression="ADD hits :one",
                      ExpressionAttributeValues={":one": 1})
    return redirect(item["target"])


def legacy_track_handler(event, context):
    """Old newsletter links: /go?to=<url>&c=<campaign>. Logs the click then bounces."""
    params = query(event)
    print("click campaign=%s to=%s" % (params.get("c"), params.get("to")))
    return redirect(params.get("to") or "https://%s/" % PUBLIC_HOST)
