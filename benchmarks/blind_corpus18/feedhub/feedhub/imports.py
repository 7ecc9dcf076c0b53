import yaml

from .db import Feed, db


def import_subscriptions(owner_id, stream):
    data = yaml.safe_load(stream) or {}
    for entry in data.get("feeds", []):
        db.session.add(Feed(url=entry["url"], title=entry.get("title"), owner_id=owner_id))
    db.session.commit()
    return len(data.get("feeds", []))
