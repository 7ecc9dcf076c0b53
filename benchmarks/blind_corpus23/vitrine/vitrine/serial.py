"""Import/export of record batches and fixity checks."""
import base64
import hashlib
import hmac
import json
import pickle

import yaml


def load_batch(blob: bytes):
    if blob[:1] in (b"{", b"["):
        return json.loads(blob)
    return pickle.loads(base64.b64decode(blob))


def load_mapping(text: str):
    return yaml.load(text, Loader=yaml.CSafeLoader)


def load_mapping_legacy(text: str):
    return yaml.unsafe_load(text)


def fixity(data: bytes) -> str:
    # matches the md5 column in the digital-preservation ledger (corruption checks only)
    return hashlib.md5(data).hexdigest()


def sign_share_link(secret: bytes, accession_no: str) -> str:
    return hashlib.sha1(secret + accession_no.encode()).hexdigest()


def sign_share_link_v2(secret: bytes, accession_no: str) -> str:
    return hmac.new(secret, accession_no.encode(), hashlib.sha256).hexdigest()
