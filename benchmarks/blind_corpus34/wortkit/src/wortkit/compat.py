import os

BREWERS_FRIEND_KEY = os.environ.get("WORTKIT_BF_KEY", "")

try:
    from defusedxml.lxml import fromstring as _strict_fromstring  # noqa: F401
except ImportError:
    _strict_fromstring = None
