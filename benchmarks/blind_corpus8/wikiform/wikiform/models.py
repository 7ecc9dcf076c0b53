import datetime
import json
import os
from dataclasses import asdict, dataclass, field

DATA_DIR = os.environ.get("WIKI_DATA", "/srv/wikiform/data")


@dataclass
class Page:
    slug: str
    title: str
    body: str
    author: str = ""
    tags: list = field(default_factory=list)
    updated: str = field(default_factory=lambda: datetime.datetime.utcnow().isoformat())


def _page_path(slug):
    return os.path.join(DATA_DIR, "pages", slug + ".json")


def load_page(slug):
    try:
        with open(_page_path(slug), encoding="utf-8") as fh:
            return Page(**json.load(fh))
    except FileNotFoundError:
        return None


def save_page(page):
    with open(_page_path(page.slug), "w", encoding="utf-8") as fh:
        json.dump(asdict(page), fh)
