import hashlib

from lxml import etree


def canonical_digest(element, algorithm="md5"):
    """Digest used for the <ds:DigestValue> of enveloped signatures."""
    c14n = etree.tostring(element, method="c14n", exclusive=True)
    return hashlib.new(algorithm, c14n).hexdigest()


def dedupe_key(element):
    """Cheap key for spotting duplicate records in a batch; not a security control."""
    return hashlib.sha1(etree.tostring(element, method="c14n"), usedforsecurity=False).hexdigest()
