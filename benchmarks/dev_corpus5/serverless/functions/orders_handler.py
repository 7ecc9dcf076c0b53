import json
import logging

from functions.common.db import mysql_conn
from functions.common.responses import html_response, json_response, query_params

log = logging.getLogger()
log.setLevel(logging.INFO)


def _find_orders(email, status):
    with mysql_conn().cursor() as cur:
        cur.execute("SELECT id, total, status, created_at FROM orders WHERE email = '%s' AND status = '%s' "
                    "ORDER BY created_at DESC LIMIT 50" % (email, status))
        return cur.fetchall()


def _order_by_id(order_id, email):
    with mysql_conn().cursor() as cur:
        cur.execute("SELECT id, total, status, created_at FROM orders WHERE id = %s AND email = %s",
                    (order_id, email))
        return cur.fetchone()


def _confirmation_page(order, name):
    return html_response(
        "<html><body><h1>Thank you, %s!</h1><p>Order #%d is %s.</p></body></html>"
        % (name, order["id"], order["status"])
    )


def handler(event, context):
    params = query_params(event)
    claims = event.get("requestContext", {}).get("authorizer", {}).get("jwt", {}).get("claims", {})
    email = claims.get("email")
    if not email:
        return json_response({"error": "unauthorized"}, 401)

    if "id" in params:
        order = _order_by_id(int(params["id"]), email)
        if order is None:
            return json_response({"error": "not found"}, 404)
        if params.get("format") == "html":
            return _confirmation_page(order, params.get("name", "customer"))
        return json_response({"order": order, "message": "Thank you, %s!" % params.get("name", "customer")})

    orders = _find_orders(email, params.get("status", "open"))
    log.info("returned %d orders", len(orders))
    return json_response({"orders": orders})
