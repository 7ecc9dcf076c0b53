import hashlib


def row_fingerprint(row):
    return hashlib.sha1("\x1f".join("" if v is None else str(v) for v in row).encode("utf-8")).hexdigest()


def dedupe(rows):
    seen = set()
    for row in rows:
        fp = row_fingerprint(row)
        if fp not in seen:
            seen.add(fp)
            yield row
