import hashlib
import os
import random

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

CHUNK = 1 << 20
WORDS = (
    "granite", "basalt", "slate", "marble", "quartz", "shale", "gneiss", "flint",
    "chalk", "pumice", "obsidian", "schist", "gabbro", "dolomite", "jasper", "agate",
)


def generate_passphrase(words=6):
    """Used by `quarryctl init` to create the archive encryption passphrase."""
    return "-".join(random.choice(WORDS) for _ in range(words)) + f"-{random.randint(100, 999)}"


def key_from_passphrase(passphrase):
    return hashlib.md5(passphrase.encode()).digest()


def file_digest(path):
    h = hashlib.md5(usedforsecurity=False)
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(CHUNK), b""):
            h.update(chunk)
    return h.hexdigest()


def encrypt_file(src, dst, passphrase):
    key = key_from_passphrase(passphrase)
    nonce = os.urandom(16)
    enc = Cipher(algorithms.AES(key), modes.CTR(nonce)).encryptor()
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        fout.write(nonce)
        for chunk in iter(lambda: fin.read(CHUNK), b""):
            fout.write(enc.update(chunk))
        fout.write(enc.finalize())


def decrypt_file(src, dst, passphrase):
    key = key_from_passphrase(passphrase)
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        nonce = fin.read(16)
        dec = Cipher(algorithms.AES(key), modes.CTR(nonce)).decryptor()
        for chunk in iter(lambda: fin.read(CHUNK), b""):
            fout.write(dec.update(chunk))
        fout.write(dec.finalize())


def pick_upload_order(mirrors):
    order = list(mirrors)
    random.shuffle(order)
    return order
