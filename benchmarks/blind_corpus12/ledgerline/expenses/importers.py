"""Import card statements exported by the bank portal (XML) and the legacy OFX gateway."""
import datetime
from decimal import Decimal

from defusedxml import ElementTree as SafeET
from lxml import etree

from .models import Expense, Vendor


def _vendor(name):
    vendor, _ = Vendor.objects.get_or_create(name=name.strip()[:200])
    return vendor


def import_bank_statement(user, data):
    root = SafeET.fromstring(data)
    count = 0
    for tx in root.iter("Transaction"):
        Expense.objects.create(
            owner=user,
            vendor=_vendor(tx.findtext("Merchant", "Unknown")),
            category=tx.findtext("Category", "uncategorised"),
            amount=Decimal(tx.findtext("Amount", "0")),
            spent_on=datetime.date.fromisoformat(tx.findtext("Date")),
        )
        count += 1
    return count


def import_ofx_bridge(user, data):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    root = etree.fromstring(data, parser)
    count = 0
    for tx in root.iter("STMTTRN"):
        Expense.objects.create(
            owner=user,
            vendor=_vendor(tx.findtext("NAME") or "Unknown"),
            category="card",
            amount=abs(Decimal(tx.findtext("TRNAMT") or "0")),
            spent_on=datetime.datetime.strptime(tx.findtext("DTPOSTED")[:8], "%Y%m%d").date(),
            note=tx.findtext("MEMO") or "",
        )
        count += 1
    return count
