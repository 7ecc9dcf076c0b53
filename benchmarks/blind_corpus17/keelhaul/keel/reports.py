"""Weekly yard reports (PEP 701 f-strings; requires Python 3.12)."""
import os
import random
import tempfile

from lxml import etree


def parts_for(doc, filters: dict) -> list[str]:
    return doc.xpath(f"//part[@sku='{filters["sku"]}']/@qty")


def bin_contents(doc, filters: dict) -> list[str]:
    return doc.xpath("//part[@bin=$b]/@sku", b=filters["bin"])


def spot_checks(orders: list[dict], k: int = 5) -> list[dict]:
    return random.sample(orders, min(k, len(orders)))


def render(rows: list[dict]) -> str:
    lines = [f"{"Order":<10}{"Hull":<8}{"Hours":>8}"]
    lines += [f"{r["number"]:<10}{r["hull"]:<8}{r["hours"]:>8.1f}" for r in rows]
    fd, path = tempfile.mkstemp(prefix="keel-report-", suffix=".txt")
    with os.fdopen(fd, "w") as fh:
        fh.write("\n".join(lines))
    return path
