"""Workbook import and the recalculation cache."""
import os
import pickle
import zlib

from .models import Workbook

MAGIC = b"LDGRWB\x01\x00"


class WorkbookFormatError(Exception):
    pass


def load_workbook_upload(stream):
    """Read a ``.ldgr`` file uploaded from the desktop client."""
    header = stream.read(len(MAGIC))
    if header != MAGIC:
        raise WorkbookFormatError("not a Ledgerly workbook")
    payload = zlib.decompress(stream.read())
    workbook = pickle.loads(payload)
    if not isinstance(workbook, Workbook):
        raise WorkbookFormatError("unexpected payload")
    return workbook


class RecalcCache(object):
    """Caches computed cell values between requests on one worker."""

    def __init__(self, instance_path):
        self.path = os.path.join(instance_path, "recalc.cache")

    def load(self):
        try:
            with open(self.path, "rb") as fh:
                return pickle.load(fh)
        except (OSError, EOFError, pickle.UnpicklingError):
            return {}

    def store(self, values):
        tmp = self.path + ".new"
        with open(tmp, "wb") as fh:
            pickle.dump(values, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, self.path)
