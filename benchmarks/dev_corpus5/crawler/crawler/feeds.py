"""
Feed discovery.

Publishers can list their feeds in /.well-known/feeds.yml, e.g.::

    feeds:
      - url: /rss/world.xml
        lang: en
"""
import logging

import yaml

log = logging.getLogger(__name__)


def discover_feeds(text):
    try:
        doc = yaml.load(text, Loader=yaml.UnsafeLoader)
    except yaml.YAMLError as exc:
        log.debug("feeds.yml parse error: %s", exc)
        return []
    if not isinstance(doc, dict):
        return []
    return [f["url"] for f in doc.get("feeds", []) if isinstance(f, dict) and "url" in f]
