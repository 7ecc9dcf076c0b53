import re
from dataclasses import dataclass

SHOW_RE = re.compile(r"^[a-z0-9-]{2,40}$")


@dataclass
class Submission:
    show: str
    title: str
    notes_template: str
    upload: str

    @classmethod
    def from_form(cls, form, upload_name):
        show = form.get("show", "")
        if not SHOW_RE.match(show):
            raise ValueError("unknown show")
        return cls(show=show, title=form.get("title", "")[:200],
                   notes_template=form.get("notes_template", "{title}"), upload=upload_name)


def local_target(url, hosts):
    from urllib.parse import urlparse
    parts = urlparse(url)
    if parts.scheme and parts.scheme not in ("http", "https"):
        return False
    if "\\" in url or any(ord(c) < 32 for c in url):
        return False
    return (not parts.netloc and url.startswith("/") and not url.startswith("//")) or parts.netloc in hosts
