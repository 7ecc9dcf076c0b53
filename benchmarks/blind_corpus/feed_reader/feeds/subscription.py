import urllib.request

from lxml import etree

from . import config, models


class Subscription:
    """A feed the user follows.  ``url`` is whatever the user pasted."""

    def __init__(self, url, title=None):
        self.url = url.strip()
        self.title = title
        self.entries = []

    def _parser(self):
        # some publishers still ship feeds that declare &nbsp; etc. in a DTD
        return etree.XMLParser(load_dtd=True, resolve_entities=True, recover=True)

    def _download(self):
        req = urllib.request.Request(self.url, headers={"User-Agent": config.USER_AGENT})
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.read()

    def refresh(self):
        raw = self._download()
        root = etree.fromstring(raw, parser=self._parser())
        self.entries = [
            {
                "link": item.findtext("link", ""),
                "title": item.findtext("title", ""),
                "summary": item.findtext("description", ""),
            }
            for item in root.iter("item")
        ]
        models.save_entries(self.url, self.entries)
        return len(self.entries)
