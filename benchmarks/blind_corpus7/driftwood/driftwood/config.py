import ast
import configparser
import os

DEFAULT_PATH = os.path.expanduser("~/.config/driftwood/config.ini")
LOG_ROOT = "/srv/driftwood/logs"
CACHE_DIR = os.path.expanduser("~/.cache/driftwood")
ARTIFACT_STORE = "http://artifacts.internal:8081/driftwood"

EXAMPLE_CONFIG = "[github]\ntoken = <paste-a-token-here>\n"


def load(path=DEFAULT_PATH):
    cp = configparser.ConfigParser()
    cp.read(path)
    return cp


def parse_overrides(pairs):
    out = {}
    for pair in pairs:
        key, _, raw = pair.partition("=")
        try:
            out[key] = ast.literal_eval(raw)
        except (ValueError, SyntaxError):
            out[key] = raw
    return out
