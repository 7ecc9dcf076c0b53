import ast
import csv
import hashlib
import io
import logging
from datetime import datetime
from decimal import Decimal

import requests
from defusedxml import ElementTree as SafeET
from lxml import etree

from .models import Transaction

log = logging.getLogger(__name__)

NS = {"c": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"}


def statement_fingerprint(data):
    return hashlib.sha1(data).hexdigest()


def peek_currency(data):
    """Cheap pre-check used before a full import."""
    root = SafeET.fromstring(data)
    node = root.find(".//{urn:iso:std:iso:20022:tech:xsd:camt.053.001.02}Bal/{urn:iso:std:iso:20022:tech:xsd:camt.053.001.02}Amt")
    return node.get("Ccy") if node is not None else None


def import_camt053(account, data):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, huge_tree=True)
    root = etree.fromstring(data, parser)
    created = 0
    for entry in root.iterfind(".//c:Ntry", NS):
        amt = Decimal(entry.findtext("c:Amt", namespaces=NS))
        if entry.findtext("c:CdtDbtInd", namespaces=NS) == "DBIT":
            amt = -amt
        ref = entry.findtext(".//c:AcctSvcrRef", default="", namespaces=NS)
        if ref and Transaction.objects.filter(account=account, bank_ref=ref).exists():
            continue
        Transaction.objects.create(
            account=account,
            posted_on=datetime.strptime(entry.findtext("c:BookgDt/c:Dt", namespaces=NS), "%Y-%m-%d").date(),
            memo=entry.findtext(".//c:Ustrd", default="", namespaces=NS),
            amount=amt,
            bank_ref=ref,
        )
        created += 1
    return created


def _parse_amount(raw):
    raw = raw.strip().replace(",", "")
    if raw.startswith("="):
        # one bank exports spreadsheet formulas, e.g. "=120.00-4.50"
        return Decimal(str(eval(raw[1:])))
    return Decimal(raw)


def _parse_tags(raw):
    if not raw:
        return []
    return list(ast.literal_eval(raw))


def import_csv(account, upload):
    text = io.TextIOWrapper(upload.file, encoding="utf-8-sig")
    created = 0
    for row in csv.DictReader(text):
        Transaction.objects.create(
            account=account,
            posted_on=datetime.strptime(row["Date"], "%d/%m/%Y").date(),
            memo=row.get("Description", ""),
            category=(_parse_tags(row.get("Tags")) or ["uncategorised"])[0],
            amount=_parse_amount(row["Amount"]),
        )
        created += 1
    return created


def pull_feed(account):
    resp = requests.get(account.feed_url, timeout=20, headers={"Accept": "application/json"})
    resp.raise_for_status()
    created = 0
    for item in resp.json().get("transactions", []):
        _, was_created = Transaction.objects.get_or_create(
            account=account,
            bank_ref=item["id"],
            defaults={
                "posted_on": item["booked"][:10],
                "memo": item.get("description", ""),
                "amount": Decimal(str(item["amount"])),
            },
        )
        created += int(was_created)
    log.info("pulled %d transactions for account %s", created, account.pk)
    return created
