import hashlib


def row_fingerprint(fare):
    key = "|".join(str(fare.get(k, "")) for k in ("carrier", "origin", "destination", "fare_class", "amount", "currency"))
    return hashlib.md5(key.encode("utf-8")).hexdigest()
