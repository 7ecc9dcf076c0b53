import base64

import requests

from . import creds, ops, parsing


def _fields(root, account_id):
    nodes = parsing.account_node(root, account_id)
    if not nodes:
        nodes = parsing.account_node_bound(root, account_id)
    return nodes


def application(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(length)
    op = parsing.sniff_operation(body)
    root = parsing.parse_envelope(body)
    fields = {el.tag.split("}")[-1]: str(el) for el in root.iter() if el.text and len(el) == 0}
    if op == "RunBatch":
        status, text = ops.run_batch(fields)
    elif op == "WhoIs":
        auth = environ.get("HTTP_AUTHORIZATION", "")[6:]
        user, _, pw = base64.b64decode(auth).decode().partition(":")
        status, text = ops.lookup_employee(fields, (user, pw))
    elif op == "Account":
        nodes = _fields(root, fields.get("id", ""))
        status, text = 200, "%d node(s)" % len(nodes)
    else:
        r = requests.post(creds.UPSTREAM_URL, data=body, auth=creds.UPSTREAM_AUTH, timeout=10,
                          headers={"Content-Type": "text/xml"})
        status, text = r.status_code, r.text
    start_response("%d OK" % status if status == 200 else "%d Error" % status,
                   [("Content-Type", "text/plain")])
    return [text.encode("utf-8")]
