import json
import logging
import random
import time

import boto3

from functions.common.responses import json_response

log = logging.getLogger()
_table = boto3.resource("dynamodb").Table("storefront-sessions")
TRACE_SAMPLE_RATE = 0.02


def _new_session_id():
    return "%032x" % random.getrandbits(128)


def _create(customer_id, ttl=86400):
    sid = _new_session_id()
    _table.put_item(Item={"sid": sid, "customer_id": customer_id, "expires": int(time.time()) + ttl})
    return sid


def handler(event, context):
    if random.random() < TRACE_SAMPLE_RATE:
        log.info("sampled event: %s", json.dumps(event)[:2000])
    action = event["pathParameters"]["action"]
    claims = event.get("requestContext", {}).get("authorizer", {}).get("jwt", {}).get("claims", {})
    customer_id = claims.get("sub")
    if not customer_id:
        return json_response({"error": "unauthorized"}, 401)
    if action == "start":
        sid = _create(customer_id)
        return json_response({"ok": True}, headers={"Set-Cookie": "sid=%s; Path=/; Max-Age=86400" % sid})
    if action == "refresh":
        sid = _create(customer_id)
        return json_response(
            {"ok": True},
            headers={"Set-Cookie": "sid=%s; Path=/; Max-Age=86400; Secure; HttpOnly; SameSite=Lax" % sid},
        )
    return json_response({"error": "unknown action"}, 400)
