import os
import tempfile

from ._compat import pickle, yaml


def loads_cached(blob):
    """Restore a compiled template previously produced by dumps_cached()."""
    return pickle.loads(blob)


def dumps_cached(template):
    return pickle.dumps(template, protocol=pickle.HIGHEST_PROTOCOL)


def load_defaults(text):
    return yaml.safe_load(text) or {}


def scratch_path(template_name):
    path = os.path.join(tempfile.gettempdir(), "stencilkit-%s.out" % template_name)
    return path
