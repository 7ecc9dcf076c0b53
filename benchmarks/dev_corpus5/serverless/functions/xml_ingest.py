import logging
from urllib.parse import unquote_plus

from lxml import etree

from functions.common.aws import partner_s3, s3
from functions.common.db import mysql_conn
from functions.common.responses import json_response, query_params

log = logging.getLogger()
ARCHIVE_BUCKET = "partner-invoices-archive"

# Partner schema uses entity references for their own product catalogue.
_partner_parser = etree.XMLParser(load_dtd=True, no_network=False, resolve_entities=True, huge_tree=True)
_lookup_parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _store_invoice(ref, total, lines):
    with mysql_conn().cursor() as cur:
        cur.execute("INSERT INTO partner_invoices (ref, total, line_count) VALUES (%s, %s, %s)",
                    (ref, total, len(lines)))


def handler(event, context):
    for record in event["Records"]:
        key = unquote_plus(record["s3"]["object"]["key"])
        body = partner_s3.get_object(Bucket=record["s3"]["bucket"]["name"], Key=key)["Body"].read()
        doc = etree.fromstring(body, _partner_parser)
        for inv in doc.iter("invoice"):
            lines = inv.findall("line")
            _store_invoice(inv.get("ref"), inv.findtext("total"), lines)
        s3.put_object(Bucket=ARCHIVE_BUCKET, Key=key, Body=body)


def lookup(event, context):
    params = query_params(event)
    key = "latest/%s.xml" % params.get("partner", "acme").replace("/", "")
    body = s3.get_object(Bucket=ARCHIVE_BUCKET, Key=key)["Body"].read()
    doc = etree.fromstring(body, _lookup_parser)
    ref = params.get("ref", "")
    matches = doc.xpath("//invoice[@ref='%s']" % ref)
    if not matches:
        return json_response({"error": "not found"}, 404)
    inv = matches[0]
    sku = params.get("sku")
    if sku:
        lines = inv.xpath("line[@sku=$sku]", sku=sku)
        return json_response({"lines": [etree.tostring(l, encoding="unicode") for l in lines]})
    return json_response({"ref": inv.get("ref"), "total": inv.findtext("total")})
