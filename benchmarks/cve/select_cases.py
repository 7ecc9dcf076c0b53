"""Propose CVE benchmark candidates from the PyPA advisory database (OSV YAML), offline.

Run: `python benchmarks/cve/select_cases.py [--data DIR] [--cls NAME] [--format text|yaml]`. It reads
`<data>/vulns/<package>/*.yaml` (default: `../shared/data/pypa-advisories` next to the
checkout, or `$TWOKEY_PYPA_ADVISORIES`) and prints, per advisory, the class its text suggests,
the package, the last affected version listed before the first `fixed` event, and that fixed
version. Nothing is downloaded and no registry is asked: whether a version still exists on PyPI
and ships Python sources is found when a case is hand-checked (`pip download`), and a candidate
only becomes a case in `cases.yaml` after its two releases were diffed by hand.

It must never read advisories published from 2023 on: they are held back for an independent
evaluation, so they are dropped by date before anything else looks at them.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

import yaml
from packaging.version import InvalidVersion, Version

CUTOFF = "2023"  # advisories published from this year on are held back: never read
DEFAULT_DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "pypa-advisories"

# class name -> (CWE, pattern over details + aliases). First match wins, so the more specific
# classes come first (an "XSS via an open redirect" is an open redirect).
CLASSES: tuple[tuple[str, str, str], ...] = (
    ("xxe", "CWE-611", r"xml external entit|\bXXE\b|entity expansion"),
    ("xpath-injection", "CWE-643", r"xpath injection"),
    ("ldap-injection", "CWE-90", r"ldap injection"),
    ("ssrf", "CWE-918", r"server.side request forgery|\bSSRF\b"),
    ("open-redirect", "CWE-601", r"open redirect|redirect.{0,40}arbitrary (web ?site|url)|is_safe_url"),
    ("sql-injection", "CWE-89", r"sql injection|sqli\b"),
    ("command-injection", "CWE-78", r"command injection|shell (meta)?characters|os\.system|shell=true|"
                                    r"arbitrary (shell |os )?commands|shell command"),
    ("unsafe-deserialization", "CWE-502", r"deserializ|unserializ|pickle|unpickl|yaml\.load|\bload\(\)|"
                                          r"full_load|marshal"),
    ("code-injection", "CWE-94", r"code injection|\beval\b|\bexec\b|eval\(|exec\(|arbitrary python|"
                                 r"safe_eval|template injection"),
    ("path-traversal", "CWE-22", r"directory traversal|path traversal|\.\./|\.\.\\\\|zip ?slip|"
                                 r"absolute path"),
    ("xss", "CWE-79", r"cross.site scripting|\bXSS\b"),
    ("weak-hash", "CWE-327", r"\bmd5\b|\bsha-?1\b|weak hash|weak cryptograph|insufficient(ly)? .{0,20}hash"),
    ("weak-random", "CWE-330", r"predictable|insufficient(ly)? random|\bPRNG\b|random\.random|"
                               r"weak random|entropy"),
    ("hard-coded-secret", "CWE-798", r"hard.?coded (secret|key|password|credential|token)|"
                                     r"default (secret|key|password)"),
    ("insecure-temp-file", "CWE-377", r"temporary file|/tmp\b|mktemp|tempfile"),
    ("insecure-cookie", "CWE-614", r"httponly|secure flag|secure attribute|cookie.{0,60}secure"),
)
# Packages whose advisories are about compiled code (C/C++ kernels, codecs), whatever the text says.
COMPILED = re.compile(r"^(tensorflow.*|numpy|pillow|opencv.*|pycrypto|cryptography|ujson|psycopg2|"
                      r"bsdiff4|brotli|lmdb|py-lmdb|rsa-.*|pyyaml-c|aubio|admesh|arrayfire|mxnet|"
                      r"onnx|pymongo|grpcio|protobuf|uwsgi|pynacl|python-ldap|libsvm|"
                      r"pyopenssl|m2crypto|pycryptodome.*|gevent|regex|simplejson|pysaml2-c)$")
NATIVE_WORDS = re.compile(r"buffer overflow|heap|out-of-bounds|null pointer|use.after.free|segfault|"
                          r"\.c\b|\.cpp\b|\.cc\b|integer overflow|memory corruption", re.I)


@dataclass(frozen=True)
class Candidate:
    id: str
    package: str
    cls: str
    cwe: str
    vulnerable: str
    fixed: str
    published: str
    aliases: str
    details: str


def advisories(data: Path):
    """Every advisory published before the cutoff, as a dict."""
    for path in sorted((data / "vulns").glob("*/*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if str(doc.get("published", "9999"))[:4] >= CUTOFF or doc.get("withdrawn"):
            continue
        yield doc


def classify(text: str) -> tuple[str, str] | None:
    for cls, cwe, pattern in CLASSES:
        if re.search(pattern, text, re.I):
            return cls, cwe
    return None


def version(text: str) -> Version | None:
    try:
        return Version(text)
    except InvalidVersion:
        return None


def pairs(affected: dict) -> list[tuple[str, str]]:
    """(last affected version, fixed version) per fixed event: the listed version just below the fix."""
    listed = sorted(v for v in map(version, affected.get("versions", [])) if v is not None)
    found = []
    for rng in affected.get("ranges", []):
        for event in rng.get("events", []):
            fixed = version(str(event.get("fixed", ""))) if "fixed" in event else None
            below = [v for v in listed if fixed is not None and v < fixed and not v.is_prerelease]
            if fixed is not None and below:
                found.append((str(below[-1]), str(event["fixed"])))
    return found


def candidates(data: Path) -> list[Candidate]:
    found = []
    for doc in advisories(data):
        text = " ".join([doc.get("details", ""), doc.get("summary", "")])
        hit = classify(text)
        if hit is None or NATIVE_WORDS.search(text):
            continue
        for affected in doc.get("affected", []):
            name = affected["package"]["name"].lower()
            if COMPILED.match(name) or not pairs(affected):
                continue
            # the newest fix line: newer code is likelier to be the Python 3 the audit reads
            vulnerable, fixed = max(pairs(affected), key=lambda p: version(p[1]))
            found.append(Candidate(doc["id"], name, hit[0], hit[1], vulnerable, fixed,
                                   str(doc.get("published", ""))[:10], ",".join(doc.get("aliases", [])),
                                   " ".join(doc.get("details", "").split())))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(os.environ.get("TWOKEY_PYPA_ADVISORIES", DEFAULT_DATA)))
    parser.add_argument("--cls", help="only this class (e.g. sql-injection)")
    parser.add_argument("--format", choices=("text", "yaml"), default="text")
    args = parser.parse_args(argv)
    if not (args.data / "vulns").is_dir():
        parser.error(f"--data {args.data}: no vulns/ folder there; pass the pypa-advisories checkout")
    found = [c for c in candidates(args.data) if args.cls in (None, c.cls)]
    if args.format == "yaml":
        yaml.safe_dump([asdict(c) for c in found], sys.stdout, sort_keys=False, width=120)
        return 0
    for c in found:
        print(f"{c.id:22} {c.cls:22} {c.package:28} {c.vulnerable:>12} -> {c.fixed:<12} {c.details[:110]}")
    counts: dict[str, int] = {}
    for c in found:
        counts[c.cls] = counts.get(c.cls, 0) + 1
    print(f"\n{len(found)} candidates: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
