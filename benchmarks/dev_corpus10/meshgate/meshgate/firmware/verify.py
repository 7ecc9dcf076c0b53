"""Firmware image verification (requires Python 3.12)."""
import hashlib
import hmac
from dataclasses import dataclass

from .. import settings

type Digest = str
type Manifest = dict[str, Digest]


@dataclass(frozen=True)
class Verdict[T]:
    ok: bool
    detail: T


def file_digest(path: str, algo: str = "sha256") -> Digest:
    with open(path, "rb") as fh:
        return hashlib.file_digest(fh, algo).hexdigest()


def verify_image(path: str, signature_hex: str) -> Verdict[str]:
    with open(path, "rb") as fh:
        mac = hmac.new(settings.FIRMWARE_KEY, fh.read(), hashlib.sha256).hexdigest()
    ok = hmac.compare_digest(mac, signature_hex)
    return Verdict(ok, f"{"valid" if ok else "invalid"} signature for {path}")


def verify_legacy(path: str, manifest: Manifest) -> Verdict[str]:
    name = path.rsplit("/", 1)[-1]
    digest = hashlib.md5(settings.FIRMWARE_KEY + open(path, "rb").read()).hexdigest()
    ok = digest == manifest.get(name)
    return Verdict(ok, f"legacy {name}: {"match" if ok else "mismatch"}")
