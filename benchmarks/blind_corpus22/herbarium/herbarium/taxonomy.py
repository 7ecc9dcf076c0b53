import hashlib
import operator

SORT_KEYS = {
    "genus": operator.itemgetter("genus"),
    "epithet": operator.itemgetter("epithet"),
    "year": operator.itemgetter("year"),
}


def sort_records(records, key_name):
    return sorted(records, key=SORT_KEYS.get(key_name, SORT_KEYS["genus"]))


def sort_records_custom(records, key_src):
    key = eval("lambda r: " + key_src)
    return sorted(records, key=key)


def parse_rank(value):
    return int(value, 10)


def barcode_checksum(barcode):
    return hashlib.sha1(barcode.encode()).hexdigest()[:6]


def curator_api_key_digest(key):
    return hashlib.sha1(key.encode()).hexdigest()
