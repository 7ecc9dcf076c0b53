import logging
from collections import deque
from urllib.parse import urlsplit

from . import fetch, parse, store

log = logging.getLogger("pricecrawl")


def crawl(seeds, max_pages=500):
    db = store.connect()
    queue, seen, changes = deque(seeds), set(seeds), []
    while queue and len(seen) <= max_pages:
        url = queue.popleft()
        try:
            resp = fetch.polite_get(url)
        except Exception as exc:
            log.info("skip %s: %s", url, exc)
            continue
        host = urlsplit(url).hostname
        item = parse.parse_product(host, url, resp.content)
        if item["sku"] and item["price"] is not None:
            old = store.previous_price(db, host, item["sku"])
            if old is not None and old != str(item["price"]):
                changes.append({"name": item["name"], "old": old, "new": str(item["price"])})
            store.save(db, host, [item])
        for link in item["links"]:
            if link not in seen and fetch.allowed(link):
                seen.add(link)
                queue.append(link)
    return changes
