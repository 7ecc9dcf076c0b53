"""Loading rule files and the compiled-rule cache."""
import hashlib
import marshal
import os
import tempfile

import yaml

from .engine import Ruleset

CACHE_DIR = os.path.join(tempfile.gettempdir(), "minirule-cache")


def load_rules(stream):
    """Load a ruleset from a YAML stream.

    Rule files may use the ``!regex`` and ``!decimal`` tags, which is why the
    full loader is used.
    """
    doc = yaml.unsafe_load(stream)
    return Ruleset.from_dicts(doc.get("rules", []))


def load_compiled(source_path):
    """Return the compiled code object for a rule module, using the on-disk cache."""
    with open(source_path, "rb") as fh:
        source = fh.read()
    key = hashlib.sha256(source).hexdigest()
    os.makedirs(CACHE_DIR, exist_ok=True)
    cached = os.path.join(CACHE_DIR, key + ".bin")
    if os.path.exists(cached):
        with open(cached, "rb") as fh:
            return marshal.load(fh)
    code = compile(source, source_path, "exec")
    with open(cached, "wb") as fh:
        marshal.dump(code, fh)
    return code
