import os
import re

from .. import config

_MONTH = re.compile(r"^\d{4}-\d{2}$")


def open_receipt(month):
    with open(os.path.join(config.RECEIPT_DIR, month + ".pdf"), "rb") as fh:
        return fh.read()


def receipt_path_safe(month):
    if not _MONTH.match(month):
        raise ValueError("bad month")
    return os.path.join(config.RECEIPT_DIR, month + ".pdf")
