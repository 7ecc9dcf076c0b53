"""Plain-text summaries of parsed documents. Uses PEP 701 f-strings (Python 3.12+)."""
from collections import Counter


def summary_line(doc: dict) -> str:
    return f"{doc["title"]!r} by {doc.get("author", "unknown")} - {len(doc.get("pages", []))} pages"


def tag_table(docs: list[dict]) -> str:
    counts = Counter(t for d in docs for t in d.get("tags", []))
    rows = [f"{f"{tag}":<20}{n:>5}" for tag, n in counts.most_common()]
    return "\n".join([f"{"tag":<20}{"count":>5}", *rows])


def nested(doc: dict) -> str:
    return f"{f"{f"{doc["id"]}"}"}: {", ".join(doc.get("tags", []))}"
